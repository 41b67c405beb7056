import { Client, errors } from '@elastic/elasticsearch';
import type { estypes } from '@elastic/elasticsearch';
import { queryWords } from '../query-text';
import type { SearchAnswer, SearchDocument, SearchIndex, SearchKind, SearchQuery } from '../search-document';

/** Index names, template and aliases: `<prefix>-000001`, `<prefix>-000002`... behind the alias `<prefix>`. */
export interface ElasticsearchNames {
  alias: string;
  pattern: string;
  template: string;
  index(generation: number): string;
}

export function namesFor(prefix: string): ElasticsearchNames {
  return {
    alias: prefix,
    pattern: `${prefix}-*`,
    template: `${prefix}-template`,
    index: (generation) => `${prefix}-${String(generation).padStart(6, '0')}`,
  };
}

/**
 * Prefix lengths indexed as terms of their own: the short prefixes are the ones that match many terms; a longer
 * one expands over few terms as a plain prefix query.
 */
const PREFIXES = { min_chars: 1, max_chars: 5 };

/** The index template every generation is created from (one shard: a program's data fits one node easily). */
export function indexTemplate(
  names: ElasticsearchNames,
  refreshInterval: string,
): estypes.IndicesPutIndexTemplateRequest {
  return {
    name: names.template,
    index_patterns: [names.pattern],
    template: {
      settings: {
        number_of_shards: 1,
        number_of_replicas: 0,
        refresh_interval: refreshInterval,
        // Deletes stay remembered long enough that a rebuild's older copy cannot bring a deleted document back.
        gc_deletes: '1h',
      },
      mappings: {
        dynamic: 'strict',
        properties: {
          kind: { type: 'keyword' },
          acl: { type: 'keyword' },
          team_ids: { type: 'keyword' },
          playbook_ids: { type: 'keyword' },
          // index_prefixes: a typed prefix is one term lookup in a prefix field, not an expansion over every
          // term that starts with it (the integ-test distribution has no edge n-gram filter; this is core). Not
          // on the body: the longest text, it would multiply the indexing work; a body prefix expands as before.
          title: { type: 'text', analyzer: 'standard', index_prefixes: PREFIXES },
          keywords: { type: 'text', analyzer: 'whitespace', index_prefixes: PREFIXES },
          body: { type: 'text', analyzer: 'standard' },
          data: { type: 'object', enabled: false },
        },
      },
    },
  };
}

function source(doc: SearchDocument) {
  return {
    kind: doc.kind,
    acl: doc.acl,
    team_ids: doc.teamIds,
    playbook_ids: doc.playbookIds,
    title: doc.title,
    keywords: doc.keywords.toLowerCase(),
    body: doc.body,
    data: doc.data,
  };
}

interface Source {
  kind: SearchKind;
  title: string;
  team_ids: string[];
  data: Record<string, unknown>;
}

/**
 * The search port on Elasticsearch (distributed mode): versioned indices from one template behind an alias,
 * external versions (a document never goes back to an older source state), and a rebuild that writes into the
 * next generation beside the live one until the alias swaps atomically.
 */
export class ElasticsearchSearchIndex implements SearchIndex {
  readonly name = 'elasticsearch' as const;
  readonly names: ElasticsearchNames;
  private readonly client: Client;
  /**
   * `refreshInterval`: how soon a write becomes searchable, the largest share of search's freshness (README,
   * "Measured"); shorter costs a small segment per interval while writes arrive.
   */
  constructor(
    node: string,
    prefix = 'chalktalk-search',
    private readonly refreshInterval = '1s',
  ) {
    this.client = new Client({ node, requestTimeout: 30_000 });
    this.names = namesFor(prefix);
  }

  /** The client itself (the benchmark's same-run baseline and profile). */
  get elasticsearchClient(): Client {
    return this.client;
  }

  async prepare(): Promise<void> {
    await this.client.indices.putIndexTemplate(indexTemplate(this.names, this.refreshInterval));
    if (await this.client.indices.existsAlias({ name: this.names.alias })) {
      // The template shapes new generations only: a changed interval reaches the live one here.
      await this.client.indices.putSettings({
        index: this.names.alias,
        settings: { refresh_interval: this.refreshInterval },
      });
      return;
    }
    try {
      await this.client.indices.create({
        index: this.names.index(1),
        aliases: { [this.names.alias]: { is_write_index: true } },
      });
    } catch (error) {
      // Another replica created it first.
      if (!(error instanceof errors.ResponseError && error.statusCode === 400)) throw error;
    }
  }

  /** The generation the alias points at now. */
  private async live(): Promise<string> {
    const aliases = await this.client.indices.getAlias({ name: this.names.alias });
    const [index] = Object.keys(aliases);
    if (!index) throw new Error(`alias ${this.names.alias} points nowhere`);
    return index;
  }

  private async bulk(operations: estypes.BulkRequest['operations']): Promise<void> {
    if (!operations || operations.length === 0) return;
    // A rebuild's large batches may take longer than a search should wait.
    const answer = await this.client.bulk({ operations }, { requestTimeout: 300_000 });
    if (!answer.errors) return;
    for (const item of answer.items) {
      const result = Object.values(item)[0]!;
      // 409: the index holds a newer version (or its deletion): the older write is rightly ignored.
      if (result.error && result.status !== 409) {
        throw new Error(`Elasticsearch refused a write: ${result.error.type}: ${result.error.reason ?? ''}`);
      }
    }
  }

  private upserts(index: string, docs: SearchDocument[]): estypes.BulkRequest['operations'] {
    return docs.flatMap((doc) => [
      { index: { _index: index, _id: doc.id, version: doc.version, version_type: 'external_gte' as const } },
      source(doc),
    ]);
  }

  private removals(index: string, ids: string[], version: number): estypes.BulkRequest['operations'] {
    return ids.map((id) => ({
      delete: { _index: index, _id: id, version, version_type: 'external_gte' as const },
    }));
  }

  async upsert(docs: SearchDocument[], next?: string): Promise<void> {
    if (docs.length === 0) return;
    await this.bulk([...this.upserts(this.names.alias, docs)!, ...(next ? this.upserts(next, docs)! : [])]);
  }

  async remove(ids: string[], version: number, next?: string): Promise<void> {
    if (ids.length === 0) return;
    await this.bulk([
      ...this.removals(this.names.alias, ids, version)!,
      ...(next ? this.removals(next, ids, version)! : []),
    ]);
  }

  /** One kind's search of a query (public for the benchmark's profile). */
  request(query: SearchQuery, kind: SearchKind, typed: string): estypes.SearchRequest {
    const filter: estypes.QueryDslQueryContainer[] = [{ terms: { acl: query.grants } }, { term: { kind } }];
    if (query.playbookId && (kind === 'play' || kind === 'formation'))
      filter.push({ term: { playbook_ids: query.playbookId } });
    return {
      size: query.limit,
      from: query.offset ?? 0,
      // Counting every match stops Lucene skipping the blocks that cannot reach the top hits.
      track_total_hits: query.countTotals === false ? false : 10_000,
      _source: ['kind', 'title', 'team_ids', 'data'],
      query: {
        bool: {
          filter,
          should: [
            // As you type: every word, the last one as a prefix, names and keywords above the body.
            {
              multi_match: {
                query: typed,
                type: 'bool_prefix',
                fields: ['title^3', 'keywords^3', 'body'],
                operator: 'and',
              },
            },
            // Typo tolerance on names; the first letter as typed keeps the expansion small.
            {
              match: {
                title: {
                  query: typed,
                  fuzziness: 'AUTO',
                  prefix_length: 1,
                  max_expansions: 20,
                  operator: 'and',
                  boost: 2,
                },
              },
            },
            // Jersey numbers, positions, tags as typed.
            { match: { keywords: { query: typed, operator: 'and', boost: 4 } } },
          ],
          minimum_should_match: 1,
        },
      },
    };
  }

  async search(query: SearchQuery): Promise<SearchAnswer> {
    const words = queryWords(query.text);
    if (words.length === 0 || query.grants.length === 0) return { hits: [], totals: {} };
    const typed = words.join(' ');
    const answer = await this.client.msearch<Source>({
      index: this.names.alias,
      // The shard request cache (safe: dropped at every refresh that changes the index) answers a repeated
      // query, e.g. the same words again after a backspace, without searching.
      searches: query.kinds.flatMap((kind) => [{ request_cache: true }, this.request(query, kind, typed)]),
    });
    const hits: SearchAnswer['hits'] = [];
    const totals: SearchAnswer['totals'] = {};
    answer.responses.forEach((response, i) => {
      if ('error' in response) {
        const cause = response.error.root_cause?.[0];
        throw new Error(`Elasticsearch search failed: ${cause?.reason ?? response.error.reason ?? ''}`);
      }
      const total = response.hits.total;
      const count = typeof total === 'number' ? total : (total?.value ?? 0);
      if (count > 0) totals[query.kinds[i]!] = count;
      for (const hit of response.hits.hits) {
        hits.push({
          id: hit._id!,
          kind: hit._source!.kind,
          score: hit._score ?? 0,
          title: hit._source!.title,
          teamIds: hit._source!.team_ids,
          data: hit._source!.data,
        });
      }
    });
    hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    return { hits, totals };
  }

  async hasPlaybook(playbookId: string, grants: string[]): Promise<boolean> {
    const answer = await this.client.search({
      index: this.names.alias,
      size: 0,
      terminate_after: 1,
      track_total_hits: 1,
      query: { bool: { filter: [{ term: { playbook_ids: playbookId } }, { terms: { acl: grants } }] } },
    });
    const total = answer.hits.total;
    return (typeof total === 'number' ? total : (total?.value ?? 0)) > 0;
  }

  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.names.pattern });
  }

  async startRebuild(): Promise<string> {
    const live = await this.live();
    const generation = Number(live.slice(live.lastIndexOf('-') + 1)) + 1;
    const next = this.names.index(generation);
    await this.client.indices.delete({ index: next, ignore_unavailable: true });
    // Nobody searches the new generation before the swap: no refreshes while it fills (bulk-load speed).
    await this.client.indices.create({ index: next, settings: { refresh_interval: '-1' } });
    return next;
  }

  async backfill(next: string, docs: SearchDocument[]): Promise<void> {
    await this.bulk(this.upserts(next, docs));
  }

  async finishRebuild(next: string): Promise<void> {
    const live = await this.live();
    await this.client.indices.putSettings({
      index: next,
      settings: { refresh_interval: this.refreshInterval },
    });
    await this.client.indices.refresh({ index: next });
    // One atomic alias change: searches see the old generation, then the new one, never neither.
    await this.client.indices.updateAliases({
      actions: [
        { remove: { index: live, alias: this.names.alias } },
        { add: { index: next, alias: this.names.alias, is_write_index: true } },
      ],
    });
    await this.client.indices.delete({ index: live, ignore_unavailable: true });
  }

  async abortRebuild(next: string): Promise<void> {
    await this.client.indices.delete({ index: next, ignore_unavailable: true });
  }

  /** Removes every generation and the template (tests). */
  async destroy(): Promise<void> {
    // Deleting by wildcard is refused (action.destructive_requires_name): name each generation.
    const generations = Object.keys(await this.client.indices.get({ index: this.names.pattern }));
    if (generations.length > 0) await this.client.indices.delete({ index: generations });
    await this.client.indices.deleteIndexTemplate({ name: this.names.template }).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
