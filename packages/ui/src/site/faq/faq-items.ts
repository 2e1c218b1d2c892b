import { DEPOSIT_PERCENT, PATCH_MIN_PIECES } from '@stitchdesk/shared';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The five questions the site answers (docs/product.md §Who it serves). */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'revisions',
    question: 'How many revisions can I ask for?',
    answer:
      'As many as you need. Revisions are free until you are satisfied with your design — just open the order in your client panel and tell us what to change.',
  },
  {
    id: 'turnaround',
    question: 'How quickly will my digitizing or vector order be ready?',
    answer:
      'Digitizing and vector orders are completed within about an hour. In a hurry? Choose the Super Rush option and your design becomes our first priority.',
  },
  {
    id: 'patch-timing',
    question: 'How long do custom patches take to arrive?',
    answer:
      'Custom patches take 4 business days of production plus 3 to 4 business days of shipping, counted from the day you approve the design.',
  },
  {
    id: 'patch-minimum',
    question: 'Is there a minimum order for custom patches?',
    answer: `Yes — the minimum for custom patches is ${PATCH_MIN_PIECES} pieces. Larger quantities lower the price per patch.`,
  },
  {
    id: 'patch-payment',
    question: 'Do I have to pay for patches in advance?',
    answer: `A ${DEPOSIT_PERCENT}% advance payment of the total agreed amount is required before patch production starts.`,
  },
];
