import { Alert, Anchor, Button, ColorInput, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { allowsCustomBranding, isPlanCode } from '@chalktalk/domain';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { HEX_COLOUR, LOGO_TYPES, MAX_LOGO_BYTES } from '../program-teams-form';
import type { Program } from '../teams.types';
import { useUpdateEntityLogoMutation, useUpdateProgramBrandingMutation } from '../teamsApi';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** A program without a plan yet applies colours (it is not Basic); Basic keeps the theme's. */
export const brandingAllowed = (program: Program) =>
  !program.plan || !isPlanCode(program.plan) || allowsCustomBranding(program.plan);

/** Program colours (not on Basic) and the program logo (PNG, JPEG, GIF or WebP, at most 512 KB). */
export function ProgramBranding({ program }: { program: Program }) {
  const saved = program.savedColors ?? { primary: program.colorPrimary, secondary: program.colorSecondary };
  const [primary, setPrimary] = useState(saved.primary ?? '#1f4e9c');
  const [secondary, setSecondary] = useState(saved.secondary ?? '#ffffff');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saveBranding, branding] = useUpdateProgramBrandingMutation();
  const [saveLogo, logo] = useUpdateEntityLogoMutation();
  const resetLogoPicker = useRef<() => void>(null);

  const onColours = async (event: FormEvent) => {
    event.preventDefault();
    if (!HEX_COLOUR.test(primary) || !HEX_COLOUR.test(secondary)) {
      return setMessage({ ok: false, text: 'Colours must look like #1f4e9c' });
    }
    try {
      await saveBranding({
        programId: program.id,
        colorPrimary: primary,
        colorSecondary: secondary,
      }).unwrap();
      setMessage({ ok: true, text: 'Colours saved' });
    } catch (caught) {
      setMessage({ ok: false, text: errorMessage(caught) });
    }
  };

  const onLogo = async (file: File | null) => {
    // Cleared so that choosing the same file again (after a refusal) still reaches onChange.
    resetLogoPicker.current?.();
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type))
      return setMessage({ ok: false, text: 'The logo must be a PNG, JPEG, GIF or WebP image' });
    if (file.size > MAX_LOGO_BYTES) return setMessage({ ok: false, text: 'The logo must be at most 512 KB' });
    try {
      await saveLogo({ entityId: program.id, logo: await readDataUrl(file) }).unwrap();
      setMessage({ ok: true, text: 'Logo saved' });
    } catch (caught) {
      setMessage({ ok: false, text: errorMessage(caught) });
    }
  };

  const onRemoveLogo = async () => {
    try {
      await saveLogo({ entityId: program.id, logo: null }).unwrap();
      setMessage({ ok: true, text: 'Logo removed' });
    } catch (caught) {
      setMessage({ ok: false, text: errorMessage(caught) });
    }
  };

  return (
    <Stack gap="sm" mt="md">
      {brandingAllowed(program) ? (
        <form onSubmit={onColours} aria-label={`${program.name} colours`}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <ColorInput
              label="Primary colour"
              format="hex"
              w={170}
              value={primary}
              onChange={setPrimary}
              withEyeDropper={false}
            />
            <ColorInput
              label="Secondary colour"
              format="hex"
              w={170}
              value={secondary}
              onChange={setSecondary}
              withEyeDropper={false}
            />
            <Button type="submit" variant="default" loading={branding.isLoading}>
              Save colours
            </Button>
          </Group>
        </form>
      ) : (
        <Text c="dimmed" size="sm">
          Custom colours come with plans above Basic.
        </Text>
      )}
      <Input.Wrapper label="Program logo" id={`logo-${program.id}`}>
        <Group gap="sm" mt={4}>
          <FileButton
            onChange={onLogo}
            accept={LOGO_TYPES.join(',')}
            disabled={logo.isLoading}
            resetRef={resetLogoPicker}
            inputProps={{ id: `logo-${program.id}` }}
          >
            {(picker) => (
              <Button {...picker} variant="default" loading={logo.isLoading}>
                {program.logoUrl ? 'Change logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {program.logoUrl && (
            <Anchor component="button" type="button" size="sm" onClick={onRemoveLogo}>
              Remove logo
            </Anchor>
          )}
        </Group>
      </Input.Wrapper>
      {message && (
        <Alert role={message.ok ? 'status' : 'alert'} color={message.ok ? 'green' : 'red'} variant="light">
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
