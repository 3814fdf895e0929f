import DataEntryRoute from './DataEntryRoute';

export default function DataEntryTrainingRoute() {
  return <DataEntryRoute training />;
}
