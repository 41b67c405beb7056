/// <reference types="jest" />
import { elasticsearchHome } from '../src/bench/local-elasticsearch';

export {
  elasticsearchHome,
  startTestElasticsearch,
  type TestElasticsearch,
} from '../src/bench/local-elasticsearch';

/**
 * describe() for suites that need Elasticsearch. Without ELASTICSEARCH_URL and without the installed
 * distribution the suite is skipped with a warning, except under CI=true where it fails (as Kafka's suites do).
 */
export function describeWithElasticsearch(name: string, fn: () => void): void {
  if (process.env.ELASTICSEARCH_URL || elasticsearchHome()) {
    describe(name, fn);
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs Elasticsearch', () => {
        throw new Error(
          `${name}: Elasticsearch is not installed but CI=true; run deploy/scripts/install-elasticsearch.sh`,
        );
      });
    });
    return;
  }
  console.warn(
    `\n*** SKIPPED: ${name}\n*** Elasticsearch is not installed (deploy/scripts/install-elasticsearch.sh).\n`,
  );
  describe.skip(name, () => {
    it('needs Elasticsearch', () => undefined);
  });
}
