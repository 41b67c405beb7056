import { positionLabel, positionsOf, type SportLine } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { useAddRosterPlayerMutation, useUpdateRosterPlayerMutation } from '../rosterApi';
import type { RosterPerson } from '../roster.types';

interface PlayerFormDialogProps {
  teamId: string;
  sport: SportLine;
  /** Editing this player; adding a new one when absent. */
  player?: RosterPerson;
  onClose: () => void;
}

const JERSEY = /^\d{0,3}$/;

/** Add or edit a roster player: jersey, position of the team's sport line, names, email. */
export function PlayerFormDialog({ teamId, sport, player, onClose }: PlayerFormDialogProps) {
  const [firstName, setFirstName] = useState(player?.firstName ?? '');
  const [lastName, setLastName] = useState(player?.lastName ?? '');
  const [jersey, setJersey] = useState(player?.jersey ?? '');
  const [position, setPosition] = useState(player?.position ?? '');
  const [email, setEmail] = useState(player?.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [addPlayer, adding] = useAddRosterPlayerMutation();
  const [updatePlayer, updating] = useUpdateRosterPlayerMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!firstName.trim()) found.firstName = 'First name is required';
    if (!lastName.trim()) found.lastName = 'Last name is required';
    if (!JERSEY.test(jersey.trim())) found.jersey = 'Jersey must be a number of up to 3 digits';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      jersey: jersey.trim(),
      position,
      email: email.trim(),
    };
    try {
      if (player) await updatePlayer({ teamId, playerId: player.id, player: fields }).unwrap();
      else await addPlayer({ teamId, player: fields }).unwrap();
      onClose();
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <Modal title={player ? 'Edit Player' : 'Add Player'} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="First name"
          value={firstName}
          error={errors.firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name"
          value={lastName}
          error={errors.lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
        <TextField
          label="Jersey"
          inputMode="numeric"
          maxLength={3}
          value={jersey}
          error={errors.jersey}
          onChange={(event) => setJersey(event.target.value)}
        />
        <div className="field">
          <label htmlFor="player-position">Position</label>
          <select id="player-position" value={position} onChange={(event) => setPosition(event.target.value)}>
            <option value="">No position</option>
            {positionsOf(sport).map((name) => (
              <option key={name} value={name}>
                {positionLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={adding.isLoading || updating.isLoading}
          >
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
