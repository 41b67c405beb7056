import type { BillingPeriod } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import type {
  AdminBilling,
  BillingAddress,
  BillingEntity,
  BillingUpdates,
  Card,
  Invoice,
  NewSubscription,
  Preview,
} from './billing.types';

const BILLING = { type: 'Teams' as const, id: 'BILLING' };
const MINE = { type: 'Teams' as const, id: 'MINE' };

/** Document 3 section 7's billing calls (services/billing). */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminBilling: build.query<AdminBilling, void>({
      query: () => 'billing/getAdminBilling',
      providesTags: [BILLING],
    }),
    previewBillingUpdate: build.query<Preview, { entityId?: string; updates: BillingUpdates }>({
      query: ({ entityId, updates }) => ({
        url: 'billing/previewBillingUpdate',
        params: { ...(entityId ? { entityId } : {}), updates: JSON.stringify(updates) },
      }),
      // A saved change moves the baseline: the same proposal then costs nothing more.
      providesTags: [BILLING],
    }),
    createProgramSubscription: build.mutation<{ billingEntity: BillingEntity }, NewSubscription>({
      query: (teamSettings) => ({
        url: 'teams/createProgramSubscription',
        method: 'POST',
        body: { teamSettings },
      }),
      // Not MINE: teams reads the new teams as paid a moment later; waitForPaidTeams refetches them then.
      invalidatesTags: [BILLING],
    }),
    updateBillingInfo: build.mutation<
      { billingEntity: BillingEntity; charged: number },
      { entityId: string; updates: BillingUpdates }
    >({
      query: (body) => ({ url: 'billing/updateBillingInfo', method: 'POST', body }),
      invalidatesTags: [BILLING], // MINE: by waitForPaidTeams, once teams reads the new plans
    }),
    addPaymentMethod: build.mutation<
      { card: Card; cards: Card[] },
      { cardToken: string; billingAddress?: BillingAddress }
    >({
      query: (body) => ({ url: 'billing/addPaymentMethod', method: 'POST', body }),
      invalidatesTags: [BILLING],
    }),
    deletePaymentMethod: build.mutation<{ cards: Card[] }, { cardId: string; cancelSubscriptions?: boolean }>(
      {
        query: (body) => ({ url: 'billing/deletePaymentMethod', method: 'POST', body }),
        invalidatesTags: [BILLING, MINE],
      },
    ),
    retryPayment: build.mutation<{ billingEntity: BillingEntity }, { entityId: string }>({
      query: (body) => ({ url: 'billing/retryPayment', method: 'POST', body }),
      invalidatesTags: [BILLING], // MINE: by waitForPaidTeams, once teams reads them paid
    }),
    disableSubscription: build.mutation<{ billingEntity: BillingEntity }, { entityId: string }>({
      query: (body) => ({ url: 'billing/disableSubscription', method: 'POST', body }),
      invalidatesTags: [BILLING],
    }),
    resumeSubscription: build.mutation<{ billingEntity: BillingEntity }, { entityId: string }>({
      query: (body) => ({ url: 'billing/resumeSubscription', method: 'POST', body }),
      invalidatesTags: [BILLING],
    }),
    getInvoices: build.query<{ invoices: Invoice[] }, string>({
      query: (entityId) => ({ url: 'billing/getInvoices', params: { entityInvoices: entityId } }),
      providesTags: [BILLING],
    }),
    addPersonalUnlimited: build.mutation<
      { billingEntity: BillingEntity },
      { settings: { billingFrequency: BillingPeriod; couponCode?: string } }
    >({
      query: (body) => ({ url: 'billing/addPersonalUnlimited', method: 'POST', body }),
      invalidatesTags: [BILLING, MINE],
    }),
    /** An object URL of the invoice's PDF (the caller revokes it); never cached: each click fetches anew. */
    getInvoicePdf: build.query<string, string>({
      query: (linkId) => ({
        url: 'billing/getInvoicePdf',
        params: { linkId },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      keepUnusedDataFor: 0,
    }),
    loadSuccessfulInvoice: build.query<{ invoice: Invoice }, string>({
      query: (linkId) => ({ url: 'billing/loadSuccessfulInvoice', params: { linkId } }),
    }),
  }),
});

export const {
  useGetAdminBillingQuery,
  usePreviewBillingUpdateQuery,
  useCreateProgramSubscriptionMutation,
  useUpdateBillingInfoMutation,
  useAddPaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useRetryPaymentMutation,
  useDisableSubscriptionMutation,
  useResumeSubscriptionMutation,
  useGetInvoicesQuery,
  useLoadSuccessfulInvoiceQuery,
  useAddPersonalUnlimitedMutation,
  useLazyGetInvoicePdfQuery,
} = billingApi;
