import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { parseVideoLink, type FeedAudience } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useGetTeamPlaybookQuery } from '../../playbook/playbookApi';
import { composeDoc, firstVideoLink } from '../compose';
import { useCreatePostMutation } from '../feedApi';

/**
 * A new post: text ('#23' becomes a jersey pill), linked team plays, a video link (youtube, vimeo, hudl) and the
 * audience (whole team or coaches only, when the member may choose).
 */
export function PostComposer({ teamId, audiences }: { teamId: string; audiences: FeedAudience[] }) {
  const [text, setText] = useState('');
  const [video, setVideo] = useState('');
  const [plays, setPlays] = useState<string[]>([]);
  const [audience, setAudience] = useState<FeedAudience>('TEAM');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreatePostMutation();
  const { data: playbook } = useGetTeamPlaybookQuery({ teamId });
  const playOptions = (playbook?.playbook.plays ?? []).map((p) => ({ value: p.id, label: p.name }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const videoUrl = video.trim() || firstVideoLink(text) || undefined;
    if (video.trim() && !parseVideoLink(video))
      return setFailure('Only youtube, vimeo and hudl links are videos.');
    const chosen = plays
      .map((id) => playOptions.find((o) => o.value === id))
      .filter((o) => o !== undefined)
      .map((o) => ({ playId: o.value, teamId, name: o.label }));
    if (!text.trim() && chosen.length === 0) return setFailure('Please write something to post.');
    try {
      await create({ teamId, audience, content: composeDoc(text, chosen), videoUrl }).unwrap();
      setText('');
      setVideo('');
      setPlays([]);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <Paper component="form" withBorder p="md" onSubmit={submit} aria-label="New post" noValidate>
      <Stack gap="xs">
        <Textarea
          label="New post"
          placeholder="Share something with the team. #23 marks a jersey number."
          autosize
          minRows={2}
          maxRows={10}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {playOptions.length > 0 && (
          <MultiSelect
            label="Link plays"
            data={playOptions}
            value={plays}
            onChange={setPlays}
            searchable
            clearable
          />
        )}
        <TextInput
          label="Video link"
          placeholder="YouTube, Vimeo or Hudl address"
          value={video}
          onChange={(e) => setVideo(e.currentTarget.value)}
        />
        <FormError message={failure} />
        <Group justify="space-between" wrap="wrap">
          {audiences.length > 1 ? (
            <SegmentedControl
              aria-label="Audience"
              value={audience}
              onChange={(v) => setAudience(v as FeedAudience)}
              data={[
                { value: 'TEAM', label: 'Whole team' },
                { value: 'COACHES', label: 'Coaches only' },
              ]}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={creating.isLoading}>
            Post
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
