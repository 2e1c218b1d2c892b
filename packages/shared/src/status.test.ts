import { describe, expect, it } from 'vitest';
import { allowedTransitions, canClientRevise, canDeliver, canTransition } from './status.ts';

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
});
