import { loadPlay } from '@chalktalk/domain';
import { PlayPlayer } from '@chalktalk/play-render';
import { useSearchParams } from 'react-router';
import { GifDownload } from '../gif-export/GifDownload';
import { useGetPublicSharedPlayQuery } from './publicPlayApi';

export const PUBLIC_LOAD_ERROR =
  'This play could not be loaded. The link may have been removed or is incorrect.';

/** /play?l=: a play shared by public link, for anyone, signed in or not. */
export function PublicPlayPage() {
  const [params] = useSearchParams();
  const linkId = params.get('l') ?? '';
  // Spec 2 §5: a public fetch needs a link id.
  const { data, isError, isLoading } = useGetPublicSharedPlayQuery({ linkId }, { skip: !linkId });
  const loaded = data ? loadPlay(data.play) : null;

  let body;
  if (!linkId || isError || (loaded && !loaded.ok)) {
    body = (
      <p className="form-error" role="alert">
        {PUBLIC_LOAD_ERROR}
      </p>
    );
  } else if (isLoading || !loaded?.ok) {
    body = <p className="muted">Loading the play…</p>;
  } else {
    body = (
      <>
        <h1>{loaded.play.name || 'Untitled play'}</h1>
        {loaded.play.description && <p>{loaded.play.description}</p>}
        <PlayPlayer play={loaded.play} />
        {/* A public link exports the play behind it, for anyone; the link stands in for the playbook. */}
        <GifDownload
          request={{ playId: loaded.play.id, playbookId: linkId, linkId, name: loaded.play.name }}
        />
      </>
    );
  }
  return (
    <main className="page public-play">
      <p className="app-header__brand">Chalktalk</p>
      {body}
    </main>
  );
}
