import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import {
  findRichOverflow,
  parseVideoLink,
  richTextLength,
  type FeedAudience,
  type RichDoc,
} from '@chalktalk/domain';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type FormEvent } from 'react';
import { showFieldErrors } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { useGetTeamPlaybookQuery } from '../../playbook/playbookApi';
import { useGetScheduleQuery } from '../../schedule/scheduleApi';
import { editorDocIsEmpty, firstVideoLink } from '../compose';
import { JerseyPillNode, PlayLinkNode } from '../editor/rich-nodes';
import { useCreatePostMutation, useUpdatePostMutation } from '../feedApi';
import type { FeedPost } from '../feed.types';
import { PostLengthCounter } from './PostLengthCounter';
import classes from './PostEditor.module.css';

const EMPTY_POST = 'Please write something to post.';
const NOT_A_VIDEO = 'Only youtube, vimeo and hudl links are videos.';

/** What keeps the text from being posted: nothing written, or more than a post holds (the service's own words). */
function contentProblem(doc: RichDoc): string | null {
  return editorDocIsEmpty(doc) ? EMPTY_POST : (findRichOverflow(doc)?.message ?? null);
}

export interface PostEditorProps {
  teamId: string;
  audiences: FeedAudience[];
  /** Editing this post; a new post otherwise. */
  post?: FeedPost;
  /** After a save, and on Cancel. */
  onDone: () => void;
  /** The editor's accessible name ("New post" or "Edit post"). */
  label: string;
}

/**
 * The rich text composer (spec 1 §5): a tiptap editor in Mantine's frame writing the ProseMirror JSON the service
 * sanitises. Bold, italic, underline, strike, lists and links from the toolbar or the usual shortcuts (Ctrl+B,
 * Ctrl+K...); team plays inserted where the caret is; '#23' becomes a jersey pill when the service saves it. This
 * module is loaded only when someone starts writing (the editor is too big for the feed's chunk).
 */
export default function PostEditor({ teamId, audiences, post, onDone, label }: PostEditorProps) {
  const [video, setVideo] = useState(post?.videoUrl ?? '');
  const [audience, setAudience] = useState<FeedAudience>(post?.audience ?? 'TEAM');
  const [eventId, setEventId] = useState<string | null>(post?.eventId ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [eventError, setEventError] = useState<string | null>(null);
  const [length, setLength] = useState(() => richTextLength(post?.content));
  const ids = useId();
  const hintId = `${ids}-hint`;
  const counterId = `${ids}-counter`;
  const contentErrorId = `${ids}-content-error`;
  const [create, creating] = useCreatePostMutation();
  const [update, updating] = useUpdatePostMutation();
  const { data: playbook } = useGetTeamPlaybookQuery({ teamId });
  const { data: schedule } = useGetScheduleQuery({ teamId });
  const playOptions = (playbook?.playbook.plays ?? []).map((p) => ({ value: p.id, label: p.name }));
  const eventOptions = (schedule?.events ?? []).slice(0, 50).map((e) => ({
    value: e.id,
    label: `${e.title || e.eventType} · ${e.local.date} ${e.local.startTime}`,
  }));
  if (post?.eventId && !eventOptions.some((o) => o.value === post.eventId))
    eventOptions.unshift({ value: post.eventId, label: 'The linked event' });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https'] }),
      JerseyPillNode,
      PlayLinkNode,
    ],
    content: post?.content ?? '',
    shouldRerenderOnTransaction: false,
    autofocus: 'end',
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        'aria-describedby': `${contentErrorId} ${counterId} ${hintId}`,
        role: 'textbox',
        class: classes.content!,
      },
    },
    // The counter follows every edit; a shown error follows it too, so it goes as soon as it no longer holds.
    onUpdate: ({ editor: changed }) => {
      const doc = changed.getJSON() as RichDoc;
      setLength(richTextLength(doc));
      setContentError((shown) => (shown === null ? null : contentProblem(doc)));
    },
  });

  const insertPlay = (playId: string | null) => {
    const play = playOptions.find((o) => o.value === playId);
    if (!editor || !play) return;
    editor
      .chain()
      .focus()
      .insertContent([
        { type: 'playLink', attrs: { playId: play.value, teamId, name: play.label } },
        { type: 'text', text: ' ' },
      ])
      .run();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editor) return;
    setFailure(null);
    const content = editor.getJSON() as RichDoc;
    const problem = contentProblem(content);
    const videoProblem = video.trim() && !parseVideoLink(video) ? NOT_A_VIDEO : null;
    setContentError(problem);
    setVideoError(videoProblem);
    setEventError(null);
    if (problem || videoProblem) return;
    const videoUrl = video.trim() || firstVideoLink(editor.getText()) || undefined;
    try {
      if (post)
        await update({
          teamId,
          postId: post.id,
          audience,
          content,
          videoUrl: videoUrl ?? null,
          eventId,
        }).unwrap();
      else await create({ teamId, audience, content, videoUrl, eventId: eventId ?? undefined }).unwrap();
      editor.commands.clearContent();
      setVideo('');
      setEventId(null);
      onDone();
    } catch (e) {
      // The server's refusal of the content (any path under it), the video link or the event shows beside it.
      const setters: Record<string, (message: string) => void> = {
        content: setContentError,
        videoUrl: setVideoError,
        eventId: setEventError,
      };
      setFailure(
        showFieldErrors(
          e,
          (field, message) => setters[field]?.(message),
          (path) => Object.keys(setters).find((field) => path.split('.')[0] === field),
        ),
      );
    }
  };

  return (
    <Paper component="form" withBorder p="md" onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {label}
        </Text>
        <RichTextEditor editor={editor}>
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content />
        </RichTextEditor>
        {contentError && (
          <Text id={contentErrorId} role="alert" size="sm" c="var(--mantine-color-error)">
            {contentError}
          </Text>
        )}
        <PostLengthCounter id={counterId} length={length} />
        <Text id={hintId} size="xs" c="dimmed">
          #23 marks a jersey number. Ctrl+B bold, Ctrl+I italic, Ctrl+K link.
        </Text>
        {playOptions.length > 0 && (
          <Select
            label="Link a play"
            placeholder="Insert a team play at the caret"
            data={playOptions}
            value={null}
            onChange={insertPlay}
            searchable
          />
        )}
        {eventOptions.length > 0 && (
          <Select
            label="Linked event"
            placeholder="None"
            data={eventOptions}
            value={eventId}
            error={eventError}
            onChange={(value) => {
              setEventId(value);
              setEventError(null);
            }}
            clearable
            searchable
          />
        )}
        <TextInput
          label="Video link"
          placeholder="YouTube, Vimeo or Hudl address"
          value={video}
          onChange={(e) => {
            setVideo(e.currentTarget.value);
            setVideoError(null);
          }}
          error={videoError}
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
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.isLoading || updating.isLoading}>
              {post ? 'Save' : 'Post'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
