import { Link } from 'react-router-dom';

/** A client's name as the way to their page (/staff/clients/:id), wherever the console names them. */
export function ClientLink({
  client,
  className = 'hover:text-brand-700 hover:underline',
}: {
  client: { id: string; username: string };
  className?: string;
}) {
  return (
    <Link to={`/staff/clients/${client.id}`} className={className}>
      {client.username}
    </Link>
  );
}
