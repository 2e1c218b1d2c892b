/**
 * The numbers of the LZH stream HUS files use (LHA's static-Huffman method with a 1 KiB window, as
 * the format's descriptions give them: NT 19, TBIT 5, NC 511, CBIT 9, PBIT 5, DICBIT 10).
 */
export const BLOCK_SIZE_BITS = 16;
/** The code-length code: how many lengths (5 bits), up to 19, a skip of up to 3 after index 3. */
export const LENGTH_BITS_COUNT = 5;
export const MAX_LENGTH_CODES = 19;
export const LENGTH_SPECIAL_INDEX = 3;
/** Literals 0–255, copies of 3–256 bytes as 256–509, and 510 the end. */
export const CHAR_COUNT_BITS = 9;
export const MAX_SYMBOLS = 511;
export const END_SYMBOL = 510;
export const MIN_MATCH = 3;
export const MAX_MATCH = 256;
export const DISTANCE_COUNT_BITS = 5;
/** Distance codes 0…31 can be stated; a 1 KiB window needs 0…10. */
export const MAX_DISTANCE_CODES = 31;
/** The window of the machines' decoders: no copy reaches further back. */
export const WINDOW = 1024;
