import type { AnswerCache } from '@shop/shared';
import { KeptAtGeneration } from '../read-cache/kept-at-generation';
import type { CatalogView } from './tree';

/** Every catalog's view (no brand filter), and each by its id. Shared by the readers: never to be changed. */
export interface CatalogTree {
  views: CatalogView[];
  byId: Map<string, CatalogView>;
}

/**
 * The whole catalog tree without a brand filter, read once per read-cache generation: one catalog (GET
 * /api/catalogs/catalog/:id), the sidebar's panels and the tree itself are cut from it. Without it, right after
 * a change every asked catalog and panel read and built all 3,000 catalogs again. As fresh as a cached answer
 * (KeptAtGeneration); readers asking together share one read, never one begun before a later change.
 */
export class KeptCatalogTree extends KeptAtGeneration {
  private kept?: CatalogTree;

  constructor(
    answers: AnswerCache,
    keep: boolean,
    private readonly read: () => Promise<CatalogView[]>,
  ) {
    super(answers, keep ? 1 : 0);
  }

  tree(): Promise<CatalogTree> {
    if (this.fresh && this.kept) return Promise.resolve(this.kept);
    const generation = this.current;
    return this.readOnce('tree', generation, async () => {
      const views = await this.read();
      const tree = { views, byId: new Map(views.map((view) => [view._id, view])) };
      if (this.mayKeep(generation)) this.kept = tree;
      return tree;
    });
  }

  protected clear(): void {
    this.kept = undefined;
  }
}
