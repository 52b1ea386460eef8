import { brotliLater, etagOf, SingleFlight, type AnswerCache, type RawJson } from '@shop/shared';
import { KeptAtGeneration } from '../read-cache/kept-at-generation';
import type { KeptBrotli } from '../read-cache/kept-brotli';
import type { CatalogView } from './tree';
import { TreeJsonWriter, viewsJson } from './tree-json';

/** Every catalog's view (no brand filter), and each by its id. Shared by the readers: never to be changed. */
export interface CatalogTree {
  /** The tree's version (migration 012) when it was read: the tree is what the database held then or later. */
  version: number;
  views: CatalogView[];
  byId: Map<string, CatalogView>;
}

export interface TreeSource {
  version(): Promise<number>;
  views(): Promise<CatalogView[]>;
}

const treeAnswers = new WeakMap<CatalogTree, Promise<KeptBrotli>>();
/** The answer made of each JSON: a tree whose JSON is the last one's (TreeJsonWriter) takes its answer. */
const jsonAnswers = new WeakMap<RawJson, Promise<KeptBrotli>>();

/**
 * The tree's views as JSON, and as brotli where the tree is kept, made once per tree (GET /api/catalogs and the
 * navbar without a filter share it): the gateway passes the brotli on to browsers as it is, instead of
 * compressing the 3 MB of 3,000 catalogs itself after every change. Brotli at its fastest: on those 3,000
 * catalogs 3-8 ms for 197 KB, against 16-63 ms for 182 KB at the price lists' quality, which the catalog spent on
 * the other core while the first reader after a change got the JSON and the gateway compressed its own copy.
 * A kept tree's JSON is written by the `writer` of the trees before it (TreeJsonWriter); a tree that is not kept
 * (the cache is off) gets no brotli, no reader would see it, and nothing is kept for the next.
 */
function treeAnswer(tree: CatalogTree, writer: TreeJsonWriter | undefined): Promise<KeptBrotli> {
  let answer = treeAnswers.get(tree);
  if (!answer) {
    const raw = writer ? writer.write(tree.views) : viewsJson(tree.views);
    answer = jsonAnswers.get(raw) ?? answerOf(raw.text as Buffer, writer !== undefined);
    jsonAnswers.set(raw, answer);
    treeAnswers.set(tree, answer);
  }
  return answer;
}

function answerOf(json: Buffer, kept: boolean): Promise<KeptBrotli> {
  const etag = etagOf(json);
  // Should brotli fail, the JSON is what is sent.
  return kept
    ? brotliLater(json, 'fast').then(
        (br) => ({ etag, br }),
        () => ({ etag, json }),
      )
    : Promise.resolve({ etag, json });
}

/**
 * The whole catalog tree without a brand filter: one catalog (GET /api/catalogs/catalog/:id), the sidebar's
 * panels and the tree itself are cut from it. Without it, right after a change every asked catalog and panel
 * read and built all 3,000 catalogs again. As fresh as a cached answer (KeptAtGeneration); readers asking
 * together share one read, never one begun before a later change. After a change the tree is read again only
 * when the tree's version moved, so a change to a price or a page keeps it (and its JSON).
 */
export class KeptCatalogTree extends KeptAtGeneration {
  private kept?: CatalogTree;
  /** The last tree read, kept or not, to keep again if the version it was read at is still the database's. */
  private last?: CatalogTree;
  /** Reads of the views under way, by the version they read. */
  private readonly underWay = new SingleFlight<CatalogTree>();
  /** Writes the kept trees' JSON, one after another. */
  private readonly writer?: TreeJsonWriter;

  constructor(
    answers: AnswerCache,
    keep: boolean,
    private readonly source: TreeSource,
  ) {
    super(answers, keep ? 1 : 0);
    if (keep) this.writer = new TreeJsonWriter();
  }

  /** The whole tree's answer (treeAnswer). */
  async answer(): Promise<KeptBrotli> {
    return treeAnswer(await this.tree(), this.writer);
  }

  tree(): Promise<CatalogTree> {
    if (this.fresh && this.kept) return Promise.resolve(this.kept);
    const generation = this.current;
    return this.readOnce('tree', generation, async () => {
      const tree = await this.read();
      if (this.mayKeep(generation)) this.kept = tree;
      return tree;
    });
  }

  /**
   * Reads the tree again if its version moved since the last read, and writes its answer: after a change, before
   * anyone asks (tree-making.ts). The readers after it take that tree, or join its read while it runs.
   */
  async make(): Promise<void> {
    if (this.writer) await treeAnswer(await this.read(), this.writer);
  }

  /**
   * The version before the views: a write between the two makes the tree newer than its version, never older.
   * One read of a version at a time: a reader joins the one under way (the background's, after a change).
   */
  private async read(): Promise<CatalogTree> {
    const version = await this.source.version();
    if (this.limit === 0) return this.treeAt(version);
    if (this.last?.version === version) return this.last;
    const tree = await this.underWay.run(String(version), () => this.treeAt(version));
    if (tree.version >= (this.last?.version ?? 0)) this.last = tree;
    return tree;
  }

  private async treeAt(version: number): Promise<CatalogTree> {
    const views = await this.source.views();
    return { version, views, byId: new Map(views.map((view) => [view._id, view])) };
  }

  protected clear(): void {
    this.kept = undefined;
  }
}
