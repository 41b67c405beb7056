import { baseApi } from '../../api/baseApi';

export interface WebhookEventType {
  type: string;
  topic: string;
  summary: string;
}

export interface WebhookEndpoint {
  id: string;
  programId: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
  /** Until when the previous secret still signs beside the new one (null: no rotation under way). */
  previousSecretUntil: string | null;
}

export interface WebhookAttempt {
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: string;
  occurredAt: string;
  replay: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  createdAt: string;
  log: WebhookAttempt[];
}

/** An answer that carries a signing secret: shown once, never fetched again. */
export interface WithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['WebhookEndpoints', 'WebhookDeliveries'] });

/** The webhooks/* calls (services/notifications, "Partner webhooks"). */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebhookEventTypes: build.query<{ eventTypes: WebhookEventType[] }, void>({
      query: () => 'webhooks/getWebhookEventTypes',
    }),
    getWebhookEndpoints: build.query<{ endpoints: WebhookEndpoint[] }, string>({
      query: (programId) => `webhooks/getWebhookEndpoints?programId=${encodeURIComponent(programId)}`,
      providesTags: (_answer, _error, programId) => [{ type: 'WebhookEndpoints', id: programId }],
    }),
    addWebhookEndpoint: build.mutation<WithSecret, { programId: string; url: string; eventTypes: string[] }>({
      query: (body) => ({ url: 'webhooks/addWebhookEndpoint', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { programId }) => [{ type: 'WebhookEndpoints', id: programId }],
    }),
    updateWebhookEndpoint: build.mutation<
      { endpoint: WebhookEndpoint },
      { endpointId: string; programId: string; enabled?: boolean; eventTypes?: string[] }
    >({
      query: ({ programId: _programId, ...body }) => ({
        url: 'webhooks/updateWebhookEndpoint',
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, _error, { programId }) => [{ type: 'WebhookEndpoints', id: programId }],
    }),
    removeWebhookEndpoint: build.mutation<{ removed: true }, { endpointId: string; programId: string }>({
      query: ({ endpointId }) => ({
        url: 'webhooks/removeWebhookEndpoint',
        method: 'POST',
        body: { endpointId },
      }),
      invalidatesTags: (_answer, _error, { programId }) => [{ type: 'WebhookEndpoints', id: programId }],
    }),
    rotateWebhookSecret: build.mutation<WithSecret, { endpointId: string; programId: string }>({
      query: ({ endpointId }) => ({
        url: 'webhooks/rotateWebhookSecret',
        method: 'POST',
        body: { endpointId },
      }),
      invalidatesTags: (_answer, _error, { programId }) => [{ type: 'WebhookEndpoints', id: programId }],
    }),
    getWebhookDeliveries: build.query<{ deliveries: WebhookDelivery[]; more: boolean }, string>({
      query: (endpointId) => `webhooks/getWebhookDeliveries?endpointId=${encodeURIComponent(endpointId)}`,
      providesTags: (_answer, _error, endpointId) => [{ type: 'WebhookDeliveries', id: endpointId }],
    }),
    replayWebhookDeliveries: build.mutation<
      { queued: number },
      { endpointId: string; from: string; to: string }
    >({
      query: (body) => ({ url: 'webhooks/replayWebhookDeliveries', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { endpointId }) => [{ type: 'WebhookDeliveries', id: endpointId }],
    }),
  }),
});

export const {
  useGetWebhookEventTypesQuery,
  useGetWebhookEndpointsQuery,
  useAddWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useRemoveWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useGetWebhookDeliveriesQuery,
  useReplayWebhookDeliveriesMutation,
} = webhooksApi;
