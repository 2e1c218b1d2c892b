import { useEffect, useState, type FormEvent } from 'react';
import { SERVICE_KEYS, SERVICE_TITLES, type ServiceKey } from '@stitchdesk/shared';
import { SelectField } from '../../components/Field.tsx';
import { SearchField } from '../components/SearchField.tsx';

const SERVICE_OPTIONS = [
  { value: '', label: 'All services' },
  ...SERVICE_KEYS.map((key) => ({ value: key, label: SERVICE_TITLES[key] })),
];

/** Service select (applies at once) and text search (applies on Enter or the Search button). */
export function QueueFilters({
  service,
  q,
  onChange,
}: {
  service: string | undefined;
  q: string | undefined;
  onChange: (change: { service?: ServiceKey; q?: string }) => void;
}) {
  const [text, setText] = useState(q ?? '');
  // Follow the URL when it changes from elsewhere (back button, a link).
  useEffect(() => setText(q ?? ''), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
    >
      <SelectField
        label="Service"
        value={service ?? ''}
        options={SERVICE_OPTIONS}
        onChange={(event) => onChange({ service: SERVICE_KEYS.find((key) => key === event.target.value) })}
      />
      <SearchField
        label="Search"
        placeholder="Order number, title, client name or e-mail"
        value={text}
        onChange={setText}
      />
    </form>
  );
}
