import type { Knex } from 'knex';
import type { ClientNotesRow } from '../../db/rows.ts';

type Db = Knex | Knex.Transaction;

/**
 * Staff's private notes on a client (migration 0270). Only the staff client page reads them; no
 * client-facing query joins client_notes, so no client answer can carry them.
 */
export function clientNotesOf(db: Db, clientId: string): Promise<ClientNotesRow | undefined> {
  return db('client_notes as n')
    .leftJoin('users as author', 'author.id', 'n.updated_by')
    .where('n.client_id', clientId)
    .first<ClientNotesRow | undefined>(
      'n.notes',
      'n.updated_at',
      'n.updated_by',
      'author.username as updated_by_username',
    );
}

/** Replaces a client's notes, recording who saved them and when; the notes as stored. */
export async function saveClientNotes(
  db: Knex,
  clientId: string,
  notes: string,
  staffId: string,
): Promise<ClientNotesRow> {
  return db.transaction(async (trx) => {
    await trx('client_notes')
      .insert({ client_id: clientId, notes, updated_by: staffId, updated_at: trx.fn.now() })
      .onConflict('client_id')
      .merge(['notes', 'updated_by', 'updated_at']);
    return (await clientNotesOf(trx, clientId))!;
  });
}
