import { randomUUID } from 'node:crypto';
import { ElasticsearchSearchIndex } from '../../src/index/elasticsearch/elasticsearch-search-index';
import { describeWithElasticsearch, startTestElasticsearch, type TestElasticsearch } from '../elasticsearch';
import { searchIndexContract } from './search-index.contract';

describeWithElasticsearch('search port contract: Elasticsearch adapter (a real node)', () => {
  let es: TestElasticsearch;

  searchIndexContract(
    async () => {
      es = await startTestElasticsearch();
      const index = new ElasticsearchSearchIndex(es.url, `contract-${randomUUID().slice(0, 8)}`);
      await index.prepare();
      return index;
    },
    async (index) => {
      await (index as ElasticsearchSearchIndex | undefined)?.destroy();
      await index?.close();
      await es?.stop();
    },
  );

  it('creates generations from its template behind one alias', async () => {
    // Checked through the adapter's own names: a second prepare() keeps the alias where it is.
    const index = new ElasticsearchSearchIndex(es.url, `alias-${randomUUID().slice(0, 8)}`);
    await index.prepare();
    await index.prepare();
    const aliases = (await (await fetch(`${es.url}/_alias/${index.names.alias}`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(aliases)).toEqual([index.names.index(1)]);
    const template = (await (await fetch(`${es.url}/_index_template/${index.names.template}`)).json()) as {
      index_templates: { index_template: { index_patterns: string[] } }[];
    };
    expect(template.index_templates[0]!.index_template.index_patterns).toEqual([index.names.pattern]);
    await index.finishRebuild(await index.startRebuild());
    const after = (await (await fetch(`${es.url}/_alias/${index.names.alias}`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(after)).toEqual([index.names.index(2)]);
    await index.destroy();
    await index.close();
  });
});
