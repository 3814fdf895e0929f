import { useId, useState } from 'react';
import { ChartScatter } from 'lucide-react';
import type { Key } from 'react-aria-components';
import type { AgreementProject } from '../../api/agreement';
import { Button, Select, SelectItem } from '../../ui';
import * as styles from './ProjectAgreement.css';

export interface AgreementProjectPickerProps {
  /** The projects to choose from, by name; undefined while they load. */
  projects?: readonly AgreementProject[];
  /** Why the projects could not be loaded. */
  error?: string | null;
  /** 'Open agreement': the chosen project. */
  onOpen: (project: AgreementProject) => void;
}

/** 'Agreement by project' for reviewers: choose a project, open its agreement. */
export function AgreementProjectPicker({ projects, error, onOpen }: AgreementProjectPickerProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<Key | null>(null);
  const project = projects?.find((p) => p.uuid === chosen);
  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Agreement by project
      </h2>
      <div className={styles.pickerRow}>
        <Select
          label="Project"
          placeholder={projects ? (projects.length ? 'Choose a project' : 'No projects') : 'Loading projects…'}
          isDisabled={!projects?.length}
          selectedKey={chosen}
          onSelectionChange={setChosen}
          items={(projects ?? []).map((p) => ({ id: p.uuid, name: p.name, papers: p.paper_count }))}
          description={error ?? 'How far the dual extractions of its papers agree.'}
          className={styles.pickerSelect}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={item.name}>
              {item.name} ({item.papers} {item.papers === 1 ? 'paper' : 'papers'})
            </SelectItem>
          )}
        </Select>
        <Button variant="secondary" isDisabled={!project} onPress={() => project && onOpen(project)}>
          <ChartScatter size={16} aria-hidden="true" />
          Open agreement
        </Button>
      </div>
    </section>
  );
}
