import { allowsCustomBranding, isPlanCode } from '@chalktalk/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
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

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
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
    <div className="program-branding">
      {brandingAllowed(program) ? (
        <form onSubmit={onColours} aria-label={`${program.name} colours`}>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`primary-${program.id}`}>Primary colour</label>
              <input
                id={`primary-${program.id}`}
                type="color"
                value={primary}
                onChange={(event) => setPrimary(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`secondary-${program.id}`}>Secondary colour</label>
              <input
                id={`secondary-${program.id}`}
                type="color"
                value={secondary}
                onChange={(event) => setSecondary(event.target.value)}
              />
            </div>
          </div>
          <button type="submit" className="button" disabled={branding.isLoading}>
            Save colours
          </button>
        </form>
      ) : (
        <p className="muted">Custom colours come with plans above Basic.</p>
      )}
      <div className="field">
        <label htmlFor={`logo-${program.id}`}>Program logo</label>
        <input
          id={`logo-${program.id}`}
          type="file"
          accept={LOGO_TYPES.join(',')}
          disabled={logo.isLoading}
          onChange={onLogo}
        />
        {program.logoUrl && (
          <button type="button" className="link-button" onClick={onRemoveLogo}>
            Remove logo
          </button>
        )}
      </div>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'form-success' : 'field-error'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
