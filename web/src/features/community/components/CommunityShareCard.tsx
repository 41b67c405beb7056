import { Anchor, Button, Group, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { LIST_LIMITS, TEXT_LIMITS, validateName } from '@chalktalk/domain';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showFieldErrors, withoutField } from '../../../api/field-errors';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { communityPlayPath } from '../community-paths';
import { useShareToCommunityMutation } from '../communityApi';
import { useContributor } from '../use-contributor';
import { ContributePrompt } from './ContributePrompt';

interface Props {
  play: { id: string; name: string; description?: string; tags?: string[] };
  /** The play's own playbook (srcPlaybookId). */
  playbookId: string;
}

/**
 * Publishing from the share page (spec 2 §4: share level COMMUNITY publishes, NOONE takes it down): the name,
 * description and tags the community shows, then Publish; the answer links to the community play.
 */
export function CommunityShareCard({ play, playbookId }: Props) {
  const contributor = useContributor();
  const [share, sharing] = useShareToCommunityMutation();
  const [name, setName] = useState(play.name);
  const [description, setDescription] = useState(play.description ?? '');
  const [tags, setTags] = useState<string[]>(play.tags ?? []);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A refused field's message: name, description or tags (the call's tags.N too).
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const clearError = (field: string) => setFieldErrors((errors) => withoutField(errors, field));
  const [publishedId, setPublishedId] = useState<string | null>(null);
  const nameError = validateName(name);

  const send = async (shareLevel: 'COMMUNITY' | 'NOONE') => {
    setOutcome(null);
    setFieldErrors({});
    try {
      const answer = await share({
        playId: play.id,
        srcPlaybookId: playbookId,
        shareLevel,
        ...(shareLevel === 'COMMUNITY' ? { name, description, tags } : {}),
      }).unwrap();
      setPublishedId(shareLevel === 'COMMUNITY' ? answer.id : null);
      setOutcome({
        ok: true,
        message:
          shareLevel === 'COMMUNITY' ? 'Published to the community.' : 'Taken down from the community.',
      });
    } catch (failure) {
      const unplaced = showFieldErrors(
        failure,
        (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
        (path) => ['name', 'description', 'tags'].find((field) => path.split('.')[0] === field),
      );
      setOutcome(unplaced === null ? null : { ok: false, message: unplaced });
    }
  };

  return (
    <SectionCard title="Community">
      {contributor.kind === 'ready' ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Publishing shares a copy of the play as it is now with every coach; later changes stay yours until
            you publish again.
          </Text>
          <TextInput
            label="Name in the community"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              clearError('name');
            }}
            error={(name !== play.name ? nameError : undefined) ?? fieldErrors.name}
          />
          <Textarea
            label="Description"
            value={description}
            maxLength={TEXT_LIMITS.description}
            autosize
            minRows={2}
            error={fieldErrors.description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              clearError('description');
            }}
          />
          <TagsInput
            label="Tags"
            value={tags}
            error={fieldErrors.tags}
            onChange={(next) => {
              setTags(next);
              clearError('tags');
            }}
            maxTags={LIST_LIMITS.tags}
            splitChars={[',', ' ']}
            acceptValueOnBlur
          />
          <FormOutcome outcome={outcome} />
          {publishedId && (
            <Anchor component={Link} to={communityPlayPath(publishedId)}>
              See it in the community
            </Anchor>
          )}
          <Group justify="flex-end" gap="xs">
            <Button
              variant="subtle"
              color="red"
              disabled={sharing.isLoading}
              onClick={() => void send('NOONE')}
            >
              Take down
            </Button>
            <Button
              leftSection={<IconWorld size={16} aria-hidden />}
              loading={sharing.isLoading}
              disabled={!!nameError}
              onClick={() => void send('COMMUNITY')}
            >
              Publish to the community
            </Button>
          </Group>
        </Stack>
      ) : (
        <ContributePrompt state={contributor} />
      )}
    </SectionCard>
  );
}
