import { Box, Stack, Text, Title } from '@mantine/core';
import { loadPlay } from '@chalktalk/domain';
import { useSearchParams } from 'react-router';
import { FormError } from '../../components/FormOutcome';
import { GifDownload } from '../gif-export/GifDownload';
import { useGetPublicSharedPlayQuery } from './publicPlayApi';
import { KitPlayPlayer } from '../../components/KitPlayPlayer';

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
    body = <FormError message={PUBLIC_LOAD_ERROR} />;
  } else if (isLoading || !loaded?.ok) {
    body = <Text c="dimmed">Loading the play…</Text>;
  } else {
    body = (
      <Stack gap="md">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {loaded.play.name || 'Untitled play'}
        </Title>
        {loaded.play.description && (
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{loaded.play.description}</Text>
        )}
        <Box w="100%" maw={720}>
          <KitPlayPlayer play={loaded.play} />
        </Box>
        {/* A public link exports the play behind it, for anyone; the link stands in for the playbook. */}
        <GifDownload
          request={{ playId: loaded.play.id, playbookId: linkId, linkId, name: loaded.play.name }}
        />
      </Stack>
    );
  }
  return (
    <Box component="main" maw={960} mx="auto" p="md">
      {/* The brand on the white page is navy (the primary colour), not the header's light text. */}
      <Text fw={700} c="var(--color-primary)" mb="md">
        Chalktalk
      </Text>
      {body}
    </Box>
  );
}
