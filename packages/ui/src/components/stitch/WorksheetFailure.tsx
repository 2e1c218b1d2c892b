/** Why a delivered file's production worksheet could not be made, where its worksheet would be. */
export function WorksheetFailure({ reason }: { reason: string }) {
  return (
    <p role="status" className="basis-full text-sm text-amber-800">
      Worksheet could not be made: {reason}
    </p>
  );
}
