/** The success or failure line every profile form shows above its button. */
export function FormOutcome({ outcome }: { outcome: { ok: boolean; message: string } | null }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className="form-success" role="status">
      {outcome.message}
    </p>
  ) : (
    <p className="form-error" role="alert">
      {outcome.message}
    </p>
  );
}
