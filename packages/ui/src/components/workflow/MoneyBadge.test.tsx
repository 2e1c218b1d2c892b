import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyBadge } from './MoneyBadge.tsx';

describe('MoneyBadge', () => {
  it('says paid, or what is due with the amount, and nothing before a price', () => {
    const { rerender, container } = render(<MoneyBadge money={{ state: 'deposit-due', owedCents: 7500 }} />);
    expect(screen.getByText('Deposit due $75.00')).toBeInTheDocument();
    rerender(<MoneyBadge money={{ state: 'balance-due', owedCents: 1000 }} />);
    expect(screen.getByText('Balance due $10.00')).toBeInTheDocument();
    rerender(<MoneyBadge money={{ state: 'paid', owedCents: 0 }} />);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    rerender(<MoneyBadge money={{ state: 'unpriced', owedCents: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
