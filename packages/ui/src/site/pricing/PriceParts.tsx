import { formatEstimate, formatUsd, type MonthlyPlan } from '@stitchdesk/shared';
import { ButtonLink } from '../../components/Button.tsx';
import { CheckIcon } from '../components/CheckIcon.tsx';

export interface FlatRate {
  name: string;
  amount: number;
  maxAmount?: number;
  description?: string;
  unit?: string;
}

/** "$10" or "$25 to $30" for a flat rate (a range where the table gives a maximum). */
export function flatRateText(rate: FlatRate): string {
  return formatEstimate({ min: rate.amount, max: rate.maxAmount ?? rate.amount, basis: rate.name });
}

/** One card per flat rate, the price large; `featured` names the card to highlight. */
export function FlatRateCards({
  rates,
  featured,
  orderPath,
}: {
  rates: readonly FlatRate[];
  featured?: string;
  orderPath: string;
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${rates.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {rates.map((rate) => {
        const highlight = rate.name === featured;
        return (
          <li
            key={rate.name}
            className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
              highlight ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'
            }`}
          >
            {highlight ? (
              <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                Most popular
              </span>
            ) : null}
            <h3 className="text-lg font-bold">{rate.name}</h3>
            {rate.description ? <p className="mt-1 text-sm text-slate-600">{rate.description}</p> : null}
            <p className="mt-5 mb-6 flex flex-wrap items-baseline gap-x-1.5">
              <span
                className={`font-extrabold tracking-tight whitespace-nowrap text-slate-900 ${
                  rate.maxAmount ? 'text-3xl' : 'text-4xl'
                }`}
              >
                {flatRateText(rate)}
              </span>
              <span className="text-sm font-medium text-slate-500">{rate.unit ?? 'flat'}</span>
            </p>
            <ButtonLink
              to={orderPath}
              variant={highlight ? 'primary' : 'secondary'}
              block
              className="mt-auto"
            >
              Order Now<span className="sr-only">: {rate.name}</span>
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The four monthly contract plans; the most generous one is shown in the dark brand tone. */
export function MonthlyPlans({ plans }: { plans: readonly MonthlyPlan[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {plans.map((plan) => {
        const top = plan.name === 'Platinum';
        return (
          <li
            key={plan.name}
            className={`flex flex-col rounded-2xl p-6 shadow-sm ${
              top ? 'bg-brand-950 text-white' : 'border border-slate-200 bg-white'
            }`}
          >
            <h3 className={`text-lg font-bold ${top ? 'text-thread-300' : ''}`}>{plan.name}</h3>
            <p className="mt-4 flex items-baseline gap-1">
              <span
                className={`text-4xl font-extrabold tracking-tight ${top ? 'text-white' : 'text-slate-900'}`}
              >
                {formatUsd(plan.price)}
              </span>
              <span className={`text-sm font-medium ${top ? 'text-slate-300' : 'text-slate-500'}`}>
                / month
              </span>
            </p>
            <p className={`mt-4 flex gap-2 text-[15px] ${top ? 'text-slate-200' : 'text-slate-700'}`}>
              <CheckIcon className={`mt-0.5 size-5 ${top ? 'text-thread-400' : 'text-brand-600'}`} />
              {plan.includes}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
