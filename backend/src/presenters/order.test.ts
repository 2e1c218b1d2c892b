import { describe, expect, it } from 'vitest';
import { presentNotification } from './notification.ts';
import { presentOrder } from './order.ts';
import { presentRevision } from './revision.ts';
import { SERVICE_KEYS } from '@stitchdesk/shared';
import { emptyBlocks } from '@stitchdesk/shared/test/empty-blocks';
import type { FileRow, OrderRow } from '../db/rows.ts';
import { fileRow, orderRow, revisionRow, ROW_CREATED, testFileUrl } from '../test/presenter-rows.ts';

const fileUrl = testFileUrl;
const created = ROW_CREATED;
const file = fileRow;
const order = orderRow;

const {
  digitizing: emptyDigitizing,
  vector: emptyVector,
  patches: emptyPatches,
  customApparel: emptyApparel,
} = emptyBlocks();

const files = [
  file({ id: 'f2', name: 'b.png', created_at: new Date(created.getTime() + 1000) }),
  file({ id: 'f1', name: 'a.png' }),
  file({ id: 'f3', name: 'rev.png', revision_id: 'r1' }),
  file({ id: 'd1', name: 'done.dst', kind: 'delivery' }),
  file({ id: 'x1', name: 'other-order.png', order_id: 'o2' }),
];

describe('presentOrder', () => {
  /** The order as the API shows it to its client c@example.com, with no proofs. */
  const present = (row: OrderRow, withFiles: FileRow[] = []) =>
    presentOrder({
      order: row,
      email: 'c@example.com',
      files: withFiles,
      proofs: [],
      fileUrl,
      holdFilesUntilPaid: false,
    });

  it('fills the digitizing block, completeOrder as [{url}], other blocks empty', () => {
    const result = presentOrder({
      order: order({
        details: {
          orderTitle: 'ignored: the title column wins',
          otherInstructions: 'Make it pop',
          designName: 'Eagle',
          designCategory: 'Left Chest',
          designSize: { height: 3.5, width: 4 },
        },
      }),
      email: 'client@example.com',
      files,
      proofs: [],
      fileUrl,
      holdFilesUntilPaid: false,
    });
    expect(result).toEqual({
      _id: 'o1',
      number: 1001,
      serviceType: 'Digitizing',
      orderStatus: 'Pending',
      createdAt: '2030-01-02T03:04:05.678Z',
      email: 'client@example.com',
      readStatus: false,
      digitizing: {
        orderTitle: 'Team logo',
        otherInstructions: 'Make it pop',
        attachment: [
          { url: fileUrl({ id: 'f1', name: 'a.png' }), name: 'a.png' },
          { url: fileUrl({ id: 'f2', name: 'b.png' }), name: 'b.png' },
        ],
        designName: 'Eagle',
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
        completeOrder: [{ url: fileUrl({ id: 'd1', name: 'done.dst' }) }],
      },
      vector: emptyVector,
      patches: emptyPatches,
      customApparel: emptyApparel,
      deliveredFiles: [{ url: fileUrl({ id: 'd1', name: 'done.dst' }), name: 'done.dst' }],
      filesHeld: false,
      superRush: false,
      dueAt: '2030-01-02T04:04:05.678Z',
      invoiceUrl: fileUrl.invoice({ id: 'o1', number: 1001 }),
      price: {
        amountCents: 1000,
        paidCents: 0,
        balanceCents: 1000,
        depositDueCents: 0,
        subtotalCents: 1000,
        taxCents: 0,
        superRushFeeCents: 0,
        taxRatePercent: 0,
        taxLabel: 'Sales tax',
      },
      proofs: [],
      estimatedShipDate: null,
      estimatedDelivery: null,
      shipment: null,
      shipTo: null,
      shipToNeeded: false,
    });
  });

  it('fills vector with colours and completeOrder as url strings', () => {
    const result = present(
      order({
        service_type: 'vector',
        status: 'Completed',
        read_status: true,
        details: {
          designCategory: 'Halftones',
          designColors: ['#ffffff', '#000000'],
          designSize: { height: 1, width: 2 },
        },
      }),
      files,
    );
    expect(result.serviceType).toBe('Vector');
    expect(result.orderStatus).toBe('Completed');
    expect(result.readStatus).toBe(true);
    expect(result.vector).toEqual({
      ...emptyVector,
      orderTitle: 'Team logo',
      attachment: [
        { url: fileUrl({ id: 'f1', name: 'a.png' }), name: 'a.png' },
        { url: fileUrl({ id: 'f2', name: 'b.png' }), name: 'b.png' },
      ],
      designCategory: 'Halftones',
      designColors: ['#ffffff', '#000000'],
      designSize: { height: 1, width: 2 },
      completeOrder: [fileUrl({ id: 'd1', name: 'done.dst' })],
    });
    expect(result.digitizing).toEqual(emptyDigitizing);
  });

  it.each([
    {
      service: 'patches',
      label: 'Patches',
      details: {
        patchCategory: 'PVC Patch',
        backing: 'Velcro',
        designColors: ['#ff0000'],
        designSize: { height: 2, width: 2.5 },
        quantity: 25,
        estimatedDeliveryDate: '2030-02-01',
      },
    },
    {
      service: 'customApparel',
      label: 'Custom Apparel',
      details: {
        garmentCategory: 'Hoodie',
        garmentColors: ['#000000'],
        garmentGSM: 280,
        sizes: [
          { size: 'M', quantity: 3 },
          { size: 'XL', quantity: 2 },
        ],
        quantity: 5,
        shippingEstimatedTime: '2030-03-01',
      },
    },
  ] as const)(
    'fills $service with its numbers, dates and sizes, labelled "$label"',
    ({ service, label, details }) => {
      const result = present(order({ service_type: service, details }));
      expect(result.serviceType).toBe(label);
      expect(result[service]).toEqual({ ...emptyBlocks()[service], orderTitle: 'Team logo', ...details });
      for (const other of SERVICE_KEYS.filter((key) => key !== service))
        expect(result[other]).toEqual(emptyBlocks()[other]);
    },
  );

  it('never lets a malformed stored value through as the wrong type', () => {
    const result = present(
      order({ details: { designSize: { height: '3', width: null }, designCategory: 7 } }),
    );
    expect(result.digitizing.designSize).toBeNull();
    expect(result.digitizing.designCategory).toBe('');
  });

  it('gives each order of a shared batch only its own files, also after the batch grows', () => {
    const batch = [
      file({ id: 'a1', name: 'one.png', order_id: 'o1' }),
      file({ id: 'a2', name: 'two.png', order_id: 'o2' }),
      file({ id: 'd2', name: 'two.dst', order_id: 'o2', kind: 'delivery' }),
      file({ id: 'r1', name: 'revised.png', order_id: 'o1', revision_id: 'r1' }),
    ];
    const present = (id: string) =>
      presentOrder({
        order: order({ id }),
        email: 'a@b.c',
        files: batch,
        proofs: [],
        fileUrl,
        holdFilesUntilPaid: false,
      });
    expect(present('o1').digitizing.attachment.map((a) => a.name)).toEqual(['one.png']);
    expect(present('o2').digitizing.attachment.map((a) => a.name)).toEqual(['two.png']);
    expect(present('o2').digitizing.completeOrder).toHaveLength(1);
    expect(present('o3').digitizing.attachment).toEqual([]);
    batch.push(file({ id: 'a3', name: 'three.png', order_id: 'o3' }));
    expect(present('o3').digitizing.attachment.map((a) => a.name)).toEqual(['three.png']);
  });
});

describe('presentRevision', () => {
  const revision = revisionRow({
    orderTitle: 'Team logo',
    otherInstructions: 'Bigger',
    designCategory: 'Normal',
    designColors: [],
  });

  it('keys one full block by the service, with only the revision’s own files and an empty completeOrder', () => {
    const result = presentRevision({
      revision,
      order: { number: 1001, service_type: 'vector', status: 'In Progress' },
      files,
      fileUrl,
    });
    expect(result).toEqual({
      _id: 'r1',
      orderId: 'o1',
      orderNumber: 1001,
      orderStatus: 'In Progress',
      createdAt: '2030-01-02T03:04:05.678Z',
      changes: {
        vector: {
          ...emptyVector,
          orderTitle: 'Team logo',
          otherInstructions: 'Bigger',
          designCategory: 'Normal',
          attachment: [{ url: fileUrl({ id: 'f3', name: 'rev.png' }), name: 'rev.png' }],
        },
      },
    });
  });

  it('gives digitizing revisions an empty [{url}]-typed completeOrder and null design size when absent', () => {
    const result = presentRevision({
      revision,
      order: { number: 1001, service_type: 'digitizing', status: 'Pending' },
      files: [],
      fileUrl,
    });
    expect(result.changes.digitizing).toEqual({
      ...emptyDigitizing,
      orderTitle: 'Team logo',
      otherInstructions: 'Bigger',
      designCategory: 'Normal',
    });
    expect(Object.keys(result.changes)).toEqual(['digitizing']);
  });
});

describe('presentNotification', () => {
  it('maps the row', () => {
    expect(
      presentNotification({
        id: 'n1',
        user_id: 'u1',
        message: 'Hi',
        read_status: true,
        order_id: null,
        created_at: created,
        order_number: null,
        order_service: null,
      }),
    ).toEqual({
      _id: 'n1',
      message: 'Hi',
      readStatus: true,
      createdAt: '2030-01-02T03:04:05.678Z',
      orderId: null,
      orderNumber: null,
      serviceType: null,
    });
  });

  it("carries the order's number and service label for the link", () => {
    const notification = presentNotification({
      id: 'n2',
      user_id: 'u1',
      message: 'Your order Crest has been placed',
      read_status: false,
      order_id: '0190a0b0-0000-7000-8000-000000000001',
      created_at: created,
      order_number: 1042,
      order_service: 'customApparel',
    });
    expect(notification).toMatchObject({ orderNumber: 1042, serviceType: 'Custom Apparel' });
  });
});

describe('presentOrder: filesHeld', () => {
  const delivery = file({ id: 'd1', name: 'done.dst', kind: 'delivery' });
  const held = (row: OrderRow, batch: FileRow[], holdFilesUntilPaid: boolean) =>
    presentOrder({
      order: row,
      email: 'c@example.com',
      files: batch,
      proofs: [],
      fileUrl,
      holdFilesUntilPaid,
    }).filesHeld;

  it('is true only with the setting on, a delivered file and a balance above 0', () => {
    expect(held(order({ price_cents: 1000, paid_cents: 400 }), [delivery], true)).toBe(true);
    expect(held(order({ price_cents: 1000, paid_cents: 400 }), [delivery], false)).toBe(false);
    expect(held(order({ price_cents: 1000, paid_cents: 1000 }), [delivery], true)).toBe(false);
    expect(held(order({ price_cents: 0, paid_cents: 0 }), [delivery], true)).toBe(false);
    expect(held(order({ price_cents: null, paid_cents: 0 }), [delivery], true)).toBe(false);
    // Only the order's own delivered files count: an attachment, or another order's delivery, is not held.
    expect(held(order({}), [file({ id: 'a1', name: 'a.png' })], true)).toBe(false);
    expect(held(order({}), [file({ id: 'd2', name: 'x.dst', kind: 'delivery', order_id: 'o2' })], true)).toBe(
      false,
    );
  });
});
