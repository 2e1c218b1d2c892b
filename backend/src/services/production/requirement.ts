/** One condition of a move: its words for the checklist, and the 409 the move gives while unmet. */
export interface Requirement {
  label: string;
  met: boolean;
  detail: string | null;
  refusal: string;
}
