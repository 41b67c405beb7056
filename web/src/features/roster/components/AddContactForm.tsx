import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { useAddRosterContactMutation } from '../rosterApi';

/** A contact (parent, guardian) attached to a roster player. */
export function AddContactForm({ teamId, playerId }: { teamId: string; playerId: string }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addContact, { isLoading }] = useAddRosterContactMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) return setError('First name is required');
    if (!lastName.trim()) return setError('Last name is required');
    setError(null);
    try {
      await addContact({
        teamId,
        playerId,
        contact: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() },
      }).unwrap();
      setFirstName('');
      setLastName('');
      setEmail('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <form className="add-contact" onSubmit={onSubmit} noValidate aria-label="Add contact">
      <h3>Add Contact</h3>
      <TextField
        label="Contact first name"
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
      />
      <TextField
        label="Contact last name"
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
      />
      <TextField
        label="Contact email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={isLoading}>
        Add Contact
      </button>
    </form>
  );
}
