// Imported by the price list worker, whose heap holds only what it imports: not @shop/shared's index.
import { SingleFlight } from '@shop/shared/src/single-flight';
import type { IdleTurns } from '../common/idle-turns';
import type { MakeRequest, PriceList } from './price-list-jobs';

type Made = Required<MakeRequest>;
type Keep = (brandId: string, version: string, list: PriceList) => Promise<void>;

/**
 * The price list worker's writes of the lists it made, each once no list is being made (`turns`' idle work, one at
 * a time): after a change to every brand the lists' readers wait for their makes, and a write beside them took a
 * connection and CPU a make waited for. At 100,000 products, 300 lists made anew ten at a time waited 22-29 ms for
 * their entries at the median instead of 47-52, and a pass's median read took 47-73 ms instead of 60-109 (six runs
 * of three to five passes each way, alternated; README, price lists). A list waiting for its write is kept in the
 * catalog's memory meanwhile, and a replica that asks the database for it makes its own.
 */
export class PriceListWrites {
  /** The writes under way or waiting for their turn, by brand and version, for the background's `written` jobs. */
  private readonly writes = new SingleFlight<void>();

  constructor(
    private readonly turns: IdleTurns,
    private readonly keep: Keep,
  ) {}

  /** Keeps the list made at `version` once no list is being made; a write that fails is left to the claims. */
  keepLater({ brandId, version }: Made, list: PriceList): void {
    void this.writes.run(keyOf({ brandId, version }), () =>
      this.turns.whenIdle(() => this.keep(brandId, version, list)).catch(() => undefined),
    );
  }

  /** Once the write of the list made at that version is done, if one is under way or waiting. */
  async written(made: Made): Promise<void> {
    await this.writes.underWay(keyOf(made));
  }
}

const keyOf = ({ brandId, version }: Made) => `${brandId}@${version}`;
