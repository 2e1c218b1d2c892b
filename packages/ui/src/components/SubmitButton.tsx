import type { ComponentProps } from 'react';
import { Button } from './Button.tsx';

interface SubmitButtonProps extends ComponentProps<typeof Button> {
  /** The form's request is running: the button is disabled and says `pendingLabel` instead. */
  pending: boolean;
  pendingLabel: string;
}

/** A form's submit button that shows, while its request runs, what it is doing. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...rest}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
