import { TextLink } from '@console/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { providerNameAtom } from '../../../state/session';
import type { EbaPage } from '../api/eba';
import { chooseEbaFileAtom, ebaPageAtom, ebaUploadStateAtom, removeEbaFileAtom } from '../atoms/eba-atoms';
import { ebaPageView } from '../model/eba-page';
import { NotParticipant, UploadClosed } from './eba-views';
import { UploadPanel } from './upload-panel';

export interface EbaPageSectionProps {
  /** 'Try again' of an error panel (spec 000 §8: it reloads the page). */
  onTryAgain: () => void;
}

type Programme = NonNullable<EbaPage['programme']>;

function ParticipantView({ page, programme, onTryAgain }: EbaPageSectionProps & { page: EbaPage; programme: Programme }) {
  const providerName = useAtomValue(providerNameAtom);
  const upload = useAtomValue(ebaUploadStateAtom);
  const chooseFile = useSetAtom(chooseEbaFileAtom);
  const removeFile = useSetAtom(removeEbaFileAtom);
  const chooseId = useId();
  const { institutionName, cycle } = programme;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="eba-intro" className="flex flex-col gap-2">
        <h2 id="eba-intro" className="text-xl font-semibold text-ink">
          {institutionName}: {cycle} selection
        </h2>
        <p className="text-ink">
          Choose the titles {institutionName} wants to keep from the {providerName} Evidence-Based Acquisition (EBA) programme of the{' '}
          {cycle} cycle. Once your file is processed, your statement for the {cycle} cycle is sent within 24 hours; large orders may take
          longer.
        </p>
      </section>
      {/* The items stay list items (a flex item loses its marker): the numbers show, and the list keeps its role. */}
      <ol aria-label="Steps to submit your selections" className="list-decimal space-y-5 pl-6 text-ink marker:font-semibold">
        <li className="pl-1">
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">Download your selection file</h3>
            <p>It lists the {programme.eligibleTitleCount} eligible titles with your usage and their prices.</p>
            {page.downloadLink && (
              <p>
                <TextLink href={page.downloadLink} download>
                  Download selection file
                </TextLink>
              </p>
            )}
          </div>
        </li>
        <li className="pl-1">
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">Mark your selections</h3>
            <p>Type a &apos;y&apos; in the Selection column (column A) of each title you want. Leave the other cells as they are.</p>
          </div>
        </li>
        <li className="pl-1">
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">Upload your file</h3>
            <UploadPanel
              state={upload.state}
              fileName={upload.fileName}
              institutionName={institutionName}
              cycle={cycle}
              providerName={providerName}
              chooseId={chooseId}
              onFile={(file) => void chooseFile(file)}
              onRemove={() => void removeFile()}
              onTryAgain={onTryAgain}
            />
          </div>
        </li>
      </ol>
    </div>
  );
}

/** The chosen institution's part of the page: not a participant, upload closed, or the selection and its upload. */
export function EbaPageSection(props: EbaPageSectionProps) {
  const { data: page } = useAtomValue(ebaPageAtom);
  const providerName = useAtomValue(providerNameAtom);
  const view = ebaPageView(page.programme);
  if (view === 'not-participant' || !page.programme) return <NotParticipant providerName={providerName} />;
  if (view === 'closed') return <UploadClosed providerName={providerName} />;
  return <ParticipantView {...props} page={page} programme={page.programme} />;
}
