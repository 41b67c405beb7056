import { baseApi } from '../../api/baseApi';
import type {
  AcknowledgementList,
  DocumentsResponse,
  DocxPreview,
  TeamDocument,
  UrlPreview,
} from './documents.types';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Documents'] });
const tag = (teamId: string) => ({ type: 'Documents' as const, id: teamId });

type Ref = { teamId: string; documentId: string };

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<DocumentsResponse, string>({
      query: (teamId) => ({ url: 'documents/getDocuments', params: { teamId } }),
      providesTags: (_r, _e, teamId) => [tag(teamId)],
    }),
    getDocument: build.query<TeamDocument, Ref>({
      query: (params) => ({ url: 'documents/getDocument', params }),
      providesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    uploadDocument: build.mutation<
      TeamDocument,
      { teamId: string; name: string; path: string; fileName: string; data: string }
    >({
      query: (body) => ({ url: 'documents/uploadDocument', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    addLink: build.mutation<
      TeamDocument,
      { teamId: string; name: string; path: string; url: string; previewImage?: string; description?: string }
    >({
      query: (body) => ({ url: 'documents/addLink', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    updateDocument: build.mutation<TeamDocument, Ref & { name?: string; path?: string; readOnly?: boolean }>({
      query: (body) => ({ url: 'documents/updateDocument', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    replaceFile: build.mutation<TeamDocument, Ref & { fileName: string; data: string }>({
      query: (body) => ({ url: 'documents/replaceFile', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    copyDocument: build.mutation<TeamDocument, Ref & { toTeamId: string; path?: string }>({
      query: (body) => ({ url: 'documents/copyDocument', method: 'POST', body }),
      invalidatesTags: (_r, _e, { toTeamId }) => [tag(toTeamId)],
    }),
    deleteDocument: build.mutation<{ deleted: true }, Ref>({
      query: (body) => ({ url: 'documents/deleteDocument', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    getDownloadUrl: build.query<{ url: string; expiresAt: string }, Ref>({
      query: (params) => ({ url: 'documents/getDownloadUrl', params }),
      // Signed addresses live minutes: never serve one from the cache.
      keepUnusedDataFor: 0,
    }),
    /** A docx file converted to the posts' structured document, drawn by RichContent (never as HTML). */
    getPreview: build.query<DocxPreview, Ref>({
      query: (params) => ({ url: 'documents/getPreview', params }),
      providesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    getAcknowledgements: build.query<AcknowledgementList, Ref>({
      query: (params) => ({ url: 'documents/getAcknowledgements', params }),
      providesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    updateAcknowledgement: build.mutation<
      unknown,
      { teamId: string; documentIds: string[]; acknowledged: boolean }
    >({
      query: (body) => ({ url: 'messaging/updateAcknowledgement', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    requestAcknowledgement: build.mutation<
      unknown,
      { teamId: string; documentId: string; recipientUID: string }
    >({
      query: (body) => ({ url: 'messaging/requestAcknowledgement', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    urlPreview: build.query<UrlPreview, string>({
      query: (q) => ({ url: 'messaging/urlPreview', params: { q } }),
    }),
  }),
});

export const {
  useGetDocumentsQuery,
  useGetDocumentQuery,
  useUploadDocumentMutation,
  useAddLinkMutation,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
  useLazyGetDownloadUrlQuery,
  useGetDownloadUrlQuery,
  useGetPreviewQuery,
  useCopyDocumentMutation,
  useReplaceFileMutation,
  useGetAcknowledgementsQuery,
  useUpdateAcknowledgementMutation,
  useRequestAcknowledgementMutation,
  useLazyUrlPreviewQuery,
} = documentsApi;
