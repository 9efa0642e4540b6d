import type { UnknownMergeTag } from '@greenroom/contracts';
import { BreakableText } from '@greenroom/sdk';
import { Alert } from 'react-bootstrap';

/**
 * Tags the server would refuse, flagged while the message is written and in its preview, each with the tag it most
 * likely means: found before the confirmation, not after it. Polite: it appears as the person types.
 */
export function UnknownMergeTagsAlert({ tags }: { tags: readonly UnknownMergeTag[] }) {
  if (tags.length === 0) return null;
  return (
    <Alert variant="warning" role="status" className="fs-5" data-testid="unknown-merge-tags">
      <strong>{tags.length === 1 ? 'This is not a merge tag' : 'These are not merge tags'}, so the message cannot be sent yet:</strong>
      <ul className="mb-0">
        {tags.map(({ written, suggestion }) => (
          <li key={written}>
            <BreakableText text={written} />
            {suggestion ? (
              <>
                {' '}
                Did you mean <BreakableText text={`{{${suggestion}}}`} />?
              </>
            ) : (
              ' “Insert merge tag” lists the tags there are.'
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
