import { baseApi } from '../../api/baseApi';

/** One message caught by the embedded runner's local SMTP sink. */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO 8601. */
  receivedAt: string;
}

/** GET /api/dev/mailbox answers only in embedded mode; anywhere else it fails and nothing shows. */
export const devMailboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMailbox: build.query<{ messages: DevMail[] }, void>({
      query: () => 'dev/mailbox',
    }),
  }),
});

export const { useGetMailboxQuery } = devMailboxApi;
