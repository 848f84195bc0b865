import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const conditions = ['source', 'module', 'development|production'];

/** The consumer files first (in name order), then the checks that read the pact file they wrote. */
class ConsumerTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isCheck = (file: TestSpecification) => file.moduleId.includes('/checks/');
    return [...files].sort(
      (a, b) => Number(isCheck(a)) - Number(isCheck(b)) || a.moduleId.localeCompare(b.moduleId),
    );
  }
}

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['consumer/**/*.pact.test.ts', 'checks/**/*.test.ts', 'provider/**/*.test.ts'],
    // Pact loads a native addon: forks, not threads. One worker, files one after another, so every
    // interaction lands in the one pact file before the checks read it.
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    sequence: { sequencer: ConsumerTestsFirst },
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
