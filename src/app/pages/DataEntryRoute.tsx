import { useParams } from 'react-router';
import { Placeholder } from './Placeholder';

/** /data-entry/:paperUuid/:sdeUuid and its training twin. */
export default function DataEntryRoute({ training = false }: { training?: boolean }) {
  const { paperUuid } = useParams();
  return (
    <Placeholder
      title={training ? 'Data entry (training)' : 'Data entry'}
      description={`Extract tagged data points from the files of paper ${paperUuid ?? ''} in the digitizing editor.`}
    />
  );
}
