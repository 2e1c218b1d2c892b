/**
 * The two soft lights blurred behind a dark panel's content, one at a top corner and one at the
 * opposite bottom corner; `top` and `bottom` place, size and colour each. Decorative only.
 */
export function Glows({ top, bottom }: { top: string; bottom: string }) {
  return (
    <>
      <div aria-hidden="true" className={`absolute rounded-full blur-3xl ${top}`} />
      <div aria-hidden="true" className={`absolute rounded-full blur-3xl ${bottom}`} />
    </>
  );
}
