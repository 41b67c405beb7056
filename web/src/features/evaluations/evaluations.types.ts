import type {
  DepthChartDocument,
  EvaluationShareType,
  EvaluationTemplateBody,
  RatingAgreement,
  SportLine,
} from '@chalktalk/domain';

/** Wire shapes of the evaluations service (services/evaluations/README.md). */
export interface EvaluationTemplate extends EvaluationTemplateBody {
  id: string;
  teamId: string;
  version: number;
  createdDate: string;
  lastModified: string;
}

export type TemplateRevisions = Record<string, Record<string, EvaluationTemplateBody & { version: number }>>;

export interface Evaluation {
  id: string;
  teamId: string;
  rosterId: string;
  authorId: string;
  authorName: string;
  templateId: string;
  templateVersion: number;
  position: string;
  scores: Record<string, number>;
  measurements: Record<string, { si: number; unit: string }>;
  notes: string;
  overallRating: number | null;
  version: number;
  shareType: EvaluationShareType;
  createdDate: string;
  lastModified: string;
}

export interface PlayerEvaluations {
  evaluations: Evaluation[];
  templateRevisions: TemplateRevisions;
  history: Record<string, Array<{ version: number; overallRating: number | null; savedAt: string }>>;
  agreement: RatingAgreement;
}

export interface MyEvaluations {
  evaluations: Array<Evaluation & { playerName: string }>;
  templateRevisions: TemplateRevisions;
}

export interface SaveEvaluationRequest {
  teamId: string;
  rosterId: string;
  evaluation: {
    id?: string;
    /** With an id: the version the evaluation was edited from. */
    version?: number;
    templateId: string;
    scores: Record<string, number>;
    measurements: Record<string, string>;
    notes: string;
  };
}

export interface DepthChart extends DepthChartDocument {
  sport: SportLine;
  modified: boolean;
  lastModified: string | null;
  /** The version a save names (0 while the chart was never saved). */
  version: number;
}
