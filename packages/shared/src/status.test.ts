import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canClientRevise,
  canDeliver,
  canSendProof,
  canTransition,
  isOpenStatus,
  ORDER_STATUSES,
  WORKFLOW_STATUS_ORDER,
} from './status.ts';

describe('order status transitions', () => {
  it('moves digital work Pending → In Progress → Completed', () => {
    expect(allowedTransitions('digitizing', 'Pending')).toEqual(['In Progress', 'Cancelled']);
    expect(allowedTransitions('vector', 'In Progress')).toEqual(['Completed', 'Cancelled']);
    expect(canTransition('digitizing', 'Pending', 'Completed')).toBe(false);
  });

  it('moves physical goods through In Production and Shipped', () => {
    expect(allowedTransitions('patches', 'In Progress')).toEqual(['In Production', 'Cancelled']);
    expect(allowedTransitions('customApparel', 'In Production')).toEqual(['Shipped']);
    expect(allowedTransitions('patches', 'Shipped')).toEqual(['Completed']);
    expect(canTransition('patches', 'In Progress', 'Completed')).toBe(false);
    expect(canTransition('digitizing', 'In Progress', 'In Production')).toBe(false);
  });

  it('reopens a revision request only to In Progress, and ends at Completed or Cancelled', () => {
    expect(allowedTransitions('digitizing', 'Revision Requested')).toEqual(['In Progress']);
    expect(allowedTransitions('digitizing', 'Completed')).toEqual([]);
    expect(allowedTransitions('patches', 'Cancelled')).toEqual([]);
  });

  it('delivers only from the step before Completed', () => {
    expect(canDeliver('vector', 'In Progress')).toBe(true);
    expect(canDeliver('vector', 'Pending')).toBe(false);
    expect(canDeliver('patches', 'Shipped')).toBe(true);
    expect(canDeliver('patches', 'In Progress')).toBe(false);
  });

  it('lets a client revise before production and after completion only', () => {
    expect(canClientRevise('Pending')).toBe(true);
    expect(canClientRevise('Completed')).toBe(true);
    expect(canClientRevise('In Production')).toBe(false);
    expect(canClientRevise('Shipped')).toBe(false);
    expect(canClientRevise('Cancelled')).toBe(false);
  });

  it('leaves Awaiting Approval by the proof steps only; staff may cancel it by hand', () => {
    expect(allowedTransitions('patches', 'Awaiting Approval')).toEqual(['Cancelled']);
    expect(canTransition('patches', 'In Progress', 'Awaiting Approval')).toBe(false);
    expect(canSendProof('In Progress')).toBe(true);
    expect(canSendProof('Revision Requested')).toBe(true);
    expect(canSendProof('Awaiting Approval')).toBe(true);
    expect(canSendProof('Pending')).toBe(false);
    expect(canSendProof('In Production')).toBe(false);
    expect(canClientRevise('Awaiting Approval')).toBe(false);
  });

  it('counts as open what still has work to do', () => {
    expect(isOpenStatus('Awaiting Approval')).toBe(true);
    expect(isOpenStatus('In Production')).toBe(true);
    expect(isOpenStatus('Shipped')).toBe(false);
    expect(isOpenStatus('Completed')).toBe(false);
    expect(isOpenStatus('Cancelled')).toBe(false);
  });

  it('orders statuses for people as work passes through them, every status once', () => {
    expect(WORKFLOW_STATUS_ORDER).toEqual([
      'Pending',
      'In Progress',
      'Awaiting Approval',
      'In Production',
      'Shipped',
      'Completed',
      'Revision Requested',
      'Cancelled',
    ]);
    expect([...WORKFLOW_STATUS_ORDER].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
