import type { ReactNode } from 'react';
import { colorName, type Blocks, type DesignSize, type Order, type ServiceKey } from '@stitchdesk/shared';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Swatches({ colors }: { colors: string[] }) {
  if (colors.length === 0) return <span className="text-slate-400">None</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {colors.map((hex) => (
        <li
          key={hex}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 py-0.5 pr-2 pl-0.5 text-xs"
        >
          <span
            aria-hidden="true"
            className="size-4 rounded-full border border-slate-300"
            style={{ backgroundColor: hex }}
          />
          {colorName(hex)}
        </li>
      ))}
    </ul>
  );
}

const size = (value: DesignSize | null) => (value ? `${value.height} × ${value.width}` : 'N/A');
const orNone = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);
const localDate = (value: string | null) =>
  value ? new Date(`${value}T00:00:00`).toLocaleDateString() : 'N/A';

/** What the client asked for: the ordered block's fields (spec §2 "Order detail"). */
export function OrderFacts({ order, service }: { order: Order; service: ServiceKey }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ServiceFacts blocks={order} service={service} />
      <Fact label="Instructions">
        <span className="whitespace-pre-wrap">{order[service].otherInstructions || 'None'}</span>
      </Fact>
    </dl>
  );
}

function ServiceFacts({ blocks, service }: { blocks: Blocks; service: ServiceKey }) {
  switch (service) {
    case 'digitizing': {
      const b = blocks.digitizing;
      return (
        <>
          {b.designName ? <Fact label="Design name">{b.designName}</Fact> : null}
          <Fact label="Design size (height × width)">{size(b.designSize)}</Fact>
          <Fact label="Design category">{orNone(b.designCategory)}</Fact>
        </>
      );
    }
    case 'vector': {
      const b = blocks.vector;
      return (
        <>
          {b.designName ? <Fact label="Design name">{b.designName}</Fact> : null}
          <Fact label="Design size (height × width)">{size(b.designSize)}</Fact>
          <Fact label="Design category">{orNone(b.designCategory)}</Fact>
          <Fact label="Colors">
            <Swatches colors={b.designColors} />
          </Fact>
        </>
      );
    }
    case 'patches': {
      const b = blocks.patches;
      return (
        <>
          {b.designName ? <Fact label="Design name">{b.designName}</Fact> : null}
          <Fact label="Design size (height × width)">{size(b.designSize)}</Fact>
          <Fact label="Patch category">{orNone(b.patchCategory)}</Fact>
          <Fact label="Backing">{orNone(b.backing)}</Fact>
          <Fact label="Quantity">{orNone(b.quantity)}</Fact>
          <Fact label="Estimated delivery date">{localDate(b.estimatedDeliveryDate)}</Fact>
          <Fact label="Colors">
            <Swatches colors={b.designColors} />
          </Fact>
        </>
      );
    }
    case 'customApparel': {
      const b = blocks.customApparel;
      return (
        <>
          <Fact label="Garment category">{orNone(b.garmentCategory)}</Fact>
          <Fact label="Garment GSM">{orNone(b.garmentGSM)}</Fact>
          <Fact label="Sizes">
            {b.sizes.length === 0
              ? 'No sizes selected'
              : b.sizes.map((entry) => `${entry.size} × ${entry.quantity}`).join(', ')}
          </Fact>
          <Fact label="Quantity">{orNone(b.quantity)}</Fact>
          <Fact label="Estimated shipping time">{localDate(b.shippingEstimatedTime)}</Fact>
          <Fact label="Colors">
            <Swatches colors={b.garmentColors} />
          </Fact>
        </>
      );
    }
  }
}
