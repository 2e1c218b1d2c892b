import type { ReactNode } from 'react';
import { SERVICE_TITLES, type Blocks, type ServiceKey } from '@stitchdesk/shared';
import { ColorSwatchList } from '../ColorSwatches.tsx';
import { formatDesignSize, orDash } from './format.ts';
import { formatDateOrNA } from '../../lib/format.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Instructions({ text }: { text: string | undefined }) {
  return text ? (
    <bdi className="whitespace-pre-wrap">{text}</bdi>
  ) : (
    <span className="text-slate-500">None</span>
  );
}

/** Title, design name (only when given) and size: how the digitizing, patches and vector blocks open. */
function DesignRows({ block }: { block: Blocks['digitizing' | 'patches' | 'vector'] | undefined }) {
  return (
    <>
      <Row label="Title">{orDash(block?.orderTitle)}</Row>
      {block?.designName ? <Row label="Design Name">{block.designName}</Row> : null}
      <Row label="Design Size">{formatDesignSize(block?.designSize)}</Row>
    </>
  );
}

/**
 * The fields of one service's block (docs/product.md §Order detail), for an order and for a revision's
 * changes alike. Anything missing reads N/A.
 */
export function BlockDetails({ service, blocks }: { service: ServiceKey; blocks: Partial<Blocks> }) {
  const rows = (() => {
    switch (service) {
      case 'customApparel': {
        const b = blocks.customApparel;
        return (
          <>
            <Row label="Title">{orDash(b?.orderTitle)}</Row>
            <Row label="Garment GSM">{orDash(b?.garmentGSM)}</Row>
            <Row label="Garment Category">{orDash(b?.garmentCategory)}</Row>
            <Row label="Sizes">
              {b?.sizes?.length ? (
                <ul className="flex flex-wrap gap-2">
                  {b.sizes.map((s) => (
                    <li key={s.size} className="rounded-lg bg-slate-100 px-2.5 py-1 text-sm">
                      <span className="font-semibold">{s.size}</span>: {s.quantity}
                    </li>
                  ))}
                </ul>
              ) : (
                'No sizes selected'
              )}
            </Row>
            <Row label="Colours">
              <ColorSwatchList colors={b?.garmentColors ?? []} />
            </Row>
            <Row label="Estimated Shipping Time">{formatDateOrNA(b?.shippingEstimatedTime)}</Row>
            <Row label="Project Instructions">
              <Instructions text={b?.otherInstructions} />
            </Row>
          </>
        );
      }
      case 'digitizing': {
        const b = blocks.digitizing;
        return (
          <>
            <DesignRows block={b} />
            <Row label="Design Category">{orDash(b?.designCategory)}</Row>
            <Row label="Instructions">
              <Instructions text={b?.otherInstructions} />
            </Row>
          </>
        );
      }
      case 'patches': {
        const b = blocks.patches;
        return (
          <>
            <DesignRows block={b} />
            <Row label="Patch Category">{orDash(b?.patchCategory)}</Row>
            <Row label="Backing">{orDash(b?.backing)}</Row>
            <Row label="Quantity">{orDash(b?.quantity)}</Row>
            <Row label="Colours">
              <ColorSwatchList colors={b?.designColors ?? []} />
            </Row>
            <Row label="Estimated Delivery Date">{formatDateOrNA(b?.estimatedDeliveryDate)}</Row>
            <Row label="Instructions">
              <Instructions text={b?.otherInstructions} />
            </Row>
          </>
        );
      }
      case 'vector': {
        const b = blocks.vector;
        return (
          <>
            <DesignRows block={b} />
            <Row label="Design Category">{orDash(b?.designCategory)}</Row>
            <Row label="Colours">
              <ColorSwatchList colors={b?.designColors ?? []} />
            </Row>
            <Row label="Instructions">
              <Instructions text={b?.otherInstructions} />
            </Row>
          </>
        );
      }
    }
  })();
  return (
    <section aria-labelledby={`${service}-details`}>
      <h2 id={`${service}-details`} className="text-lg font-semibold text-slate-900">
        {SERVICE_TITLES[service]}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">{rows}</dl>
    </section>
  );
}
