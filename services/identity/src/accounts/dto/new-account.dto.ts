/** What the accounts feature needs to open an account (already validated and trimmed). */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The edition (site) signed up on; brands the account's mails. */
  edition: string;
}
