import type { DocumentAction, RichDoc } from '@chalktalk/domain';

export interface TeamDocument {
  id: string;
  teamId: string;
  type: 'file' | 'link';
  name: string;
  path: string;
  url: string | null;
  fileName: string | null;
  fileKind: 'pdf' | 'doc' | 'docx' | null;
  fileSize: number | null;
  previewImage: string | null;
  description: string | null;
  readOnly: boolean;
  uploadedBy: string;
  uploadedAt: string;
  requestAcknowledgement: string[];
  acknowledgements: Record<string, string>;
  actions: DocumentAction[];
}

export interface DocumentsResponse {
  documents: TeamDocument[];
  folders: string[];
  /** What the caller may do on the team ('create' shows the Add button). */
  actions: DocumentAction[];
}

export interface AcknowledgementList {
  document: TeamDocument;
  acknowledged: { userId: string; name: string; acknowledgedAt: string; requested: boolean }[];
  notAcknowledged: { userId: string; name: string; requested: boolean }[];
}

export interface UrlPreview {
  title: string;
  description: string;
  imagePreview: string;
}

export interface DocxPreview {
  content: RichDoc;
  /** Longer than a preview holds: the download has the rest. */
  truncated: boolean;
}
