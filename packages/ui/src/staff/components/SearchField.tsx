import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';

/**
 * A staff list's search box with its Search button, inside a `form role="search"` that applies the
 * text on submit (Enter or the button), not on every key.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </>
  );
}
