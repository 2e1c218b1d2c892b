import { addressLines, type Address } from '@stitchdesk/shared';

/** An address as a label prints it, a line each; the lines are isolated (names may be right-to-left). */
export function AddressText({ address, className = '' }: { address: Address; className?: string }) {
  return (
    <address className={`text-sm leading-6 text-slate-800 not-italic ${className}`}>
      {addressLines(address).map((line, index) => (
        <span key={index} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}
