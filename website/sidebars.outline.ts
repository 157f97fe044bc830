/**
 * The sidebar outline of the five sidebars (docs, examples, integrations, dagsterPlus, api),
 * transcribed from the spec's sidebar outline (shared/spec/sidebars.md). `sidebars.ts`
 * filters it down to the docs that exist, so a partly written site builds with no
 * broken link and no placeholder page (spec 2.1: every listed doc sits in one sidebar).
 */
export type OutlineItem =
  | {type: 'doc'; id: string}
  | {
      type: 'category';
      label: string;
      /** Doc id of the category's index page, when it has one. */
      link?: string;
      collapsed?: boolean;
      collapsible?: boolean;
      items: OutlineItem[];
    };

export const outline: Record<string, OutlineItem[]> = {
  "docs": [
    {
      "type": "category",
      "label": "Getting Started",
      "items": [
        {
          "type": "doc",
          "id": "intro"
        },
        {
          "type": "doc",
          "id": "getting-started/quickstart"
        },
        {
          "type": "doc",
          "id": "getting-started/installation"
        },
        {
          "type": "doc",
          "id": "getting-started/glossary"
        },
        {
          "type": "doc",
          "id": "getting-started/concepts"
        }
      ],
      "collapsed": false
    },
    {
      "type": "category",
      "label": "ETL pipeline tutorial",
      "items": [
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/create-and-materialize-assets"
        },
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/create-and-materialize-a-downstream-asset"
        },
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/ensure-data-quality-with-asset-checks"
        },
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/create-and-materialize-partitioned-asset"
        },
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/automate-your-pipeline"
        },
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/create-a-sensor-asset"
        },
        {
          "type": "doc",
          "id": "etl-pipeline-tutorial/refactor-your-project"
        }
      ],
      "link": "etl-pipeline-tutorial/index"
    },
    {
      "type": "category",
      "label": "Build",
      "items": [
        {
          "type": "category",
          "label": "Assets",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/assets/defining-assets"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/passing-data-between-assets"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/defining-assets-with-asset-dependencies"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/configuring-assets"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/creating-asset-factories"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/graph-backed-assets"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/external-assets"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/asset-versioning-and-caching"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/asset-selection-syntax"
            },
            {
              "type": "doc",
              "id": "guides/build/assets/defining-dependencies-with-asset-factories"
            },
            {
              "type": "category",
              "label": "Metadata and tags",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/build/assets/metadata-and-tags/asset-observations"
                },
                {
                  "type": "doc",
                  "id": "guides/build/assets/metadata-and-tags/column-level-lineage"
                },
                {
                  "type": "doc",
                  "id": "guides/build/assets/metadata-and-tags/kind-tags"
                },
                {
                  "type": "doc",
                  "id": "guides/build/assets/metadata-and-tags/table-metadata"
                },
                {
                  "type": "doc",
                  "id": "guides/build/assets/metadata-and-tags/tags"
                }
              ],
              "link": "guides/build/assets/metadata-and-tags/index"
            }
          ],
          "link": "guides/build/assets/index"
        },
        {
          "type": "category",
          "label": "Jobs",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/jobs/asset-jobs"
            },
            {
              "type": "doc",
              "id": "guides/build/jobs/op-jobs"
            },
            {
              "type": "doc",
              "id": "guides/build/jobs/job-execution"
            },
            {
              "type": "doc",
              "id": "guides/build/jobs/unconnected-inputs"
            }
          ],
          "link": "guides/build/jobs/index"
        },
        {
          "type": "category",
          "label": "Ops",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/ops/graphs"
            },
            {
              "type": "doc",
              "id": "guides/build/ops/nesting-graphs"
            },
            {
              "type": "doc",
              "id": "guides/build/ops/dynamic-graphs"
            },
            {
              "type": "doc",
              "id": "guides/build/ops/op-events"
            },
            {
              "type": "doc",
              "id": "guides/build/ops/op-hooks"
            },
            {
              "type": "doc",
              "id": "guides/build/ops/op-retries"
            }
          ],
          "link": "guides/build/ops/index"
        },
        {
          "type": "category",
          "label": "Partitions and backfills",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/partitions-and-backfills/partitioning-assets"
            },
            {
              "type": "doc",
              "id": "guides/build/partitions-and-backfills/partitioning-ops"
            },
            {
              "type": "doc",
              "id": "guides/build/partitions-and-backfills/backfilling-data"
            },
            {
              "type": "doc",
              "id": "guides/build/partitions-and-backfills/defining-dependencies-between-partitioned-assets"
            }
          ],
          "link": "guides/build/partitions-and-backfills/index"
        },
        {
          "type": "category",
          "label": "External pipelines (Pipes)",
          "items": [
            {
              "type": "category",
              "label": "Using Dagster Pipes",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/build/external-pipelines/using-dagster-pipes/create-subprocess-asset"
                },
                {
                  "type": "doc",
                  "id": "guides/build/external-pipelines/using-dagster-pipes/modify-external-code"
                },
                {
                  "type": "doc",
                  "id": "guides/build/external-pipelines/using-dagster-pipes/reference"
                }
              ],
              "link": "guides/build/external-pipelines/using-dagster-pipes/index"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/dagster-pipes-details-and-customization"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/aws-ecs-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/aws-emr-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/aws-emr-containers-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/aws-emr-serverless-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/aws-glue-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/aws-lambda-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/databricks-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/gcp-dataproc-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/javascript-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/kubernetes-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/migrating-from-step-launchers-to-pipes"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/pyspark-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/external-pipelines/scalaspark-pipeline"
            }
          ],
          "link": "guides/build/external-pipelines/index"
        },
        {
          "type": "category",
          "label": "Resources",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/external-resources/defining-resources"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/configuring-resources"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/using-resources"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/connecting-to-apis"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/connecting-to-databases"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/authenticating-to-a-resource"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/managing-resource-state"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/testing-configurable-resources"
            },
            {
              "type": "doc",
              "id": "guides/build/external-resources/using-bare-python-objects-as-resources"
            }
          ],
          "link": "guides/build/external-resources/index"
        },
        {
          "type": "category",
          "label": "I/O managers",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/io-managers/defining-a-custom-io-manager"
            }
          ],
          "link": "guides/build/io-managers/index"
        },
        {
          "type": "category",
          "label": "ML pipelines",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/ml-pipelines/ml-pipeline"
            },
            {
              "type": "doc",
              "id": "guides/build/ml-pipelines/managing-ml"
            }
          ],
          "link": "guides/build/ml-pipelines/index"
        },
        {
          "type": "category",
          "label": "Projects",
          "items": [
            {
              "type": "doc",
              "id": "guides/build/projects/creating-a-new-project"
            },
            {
              "type": "doc",
              "id": "guides/build/projects/structuring-your-dagster-project"
            },
            {
              "type": "doc",
              "id": "guides/build/projects/dagster-project-file-reference"
            }
          ],
          "link": "guides/build/projects/index"
        }
      ],
      "link": "guides/build/index"
    },
    {
      "type": "category",
      "label": "Automate",
      "items": [
        {
          "type": "category",
          "label": "Schedules",
          "items": [
            {
              "type": "doc",
              "id": "guides/automate/schedules/defining-schedules"
            },
            {
              "type": "doc",
              "id": "guides/automate/schedules/configuring-job-behavior"
            },
            {
              "type": "doc",
              "id": "guides/automate/schedules/constructing-schedules-for-partitioned-assets-and-jobs"
            },
            {
              "type": "doc",
              "id": "guides/automate/schedules/customizing-execution-timezone"
            },
            {
              "type": "doc",
              "id": "guides/automate/schedules/using-resources-in-schedules"
            },
            {
              "type": "doc",
              "id": "guides/automate/schedules/testing-schedules"
            },
            {
              "type": "doc",
              "id": "guides/automate/schedules/troubleshooting-schedules"
            }
          ],
          "link": "guides/automate/schedules/index"
        },
        {
          "type": "category",
          "label": "Sensors",
          "items": [
            {
              "type": "doc",
              "id": "guides/automate/sensors/run-status-sensors"
            },
            {
              "type": "doc",
              "id": "guides/automate/sensors/using-resources-in-sensors"
            },
            {
              "type": "doc",
              "id": "guides/automate/sensors/logging-in-sensors"
            },
            {
              "type": "doc",
              "id": "guides/automate/sensors/monitoring-sensors-in-the-dagster-ui"
            },
            {
              "type": "doc",
              "id": "guides/automate/sensors/testing-sensors"
            },
            {
              "type": "doc",
              "id": "guides/automate/sensors/testing-run-status-sensors"
            }
          ],
          "link": "guides/automate/sensors/index"
        },
        {
          "type": "category",
          "label": "Declarative Automation",
          "items": [
            {
              "type": "doc",
              "id": "guides/automate/declarative-automation/automation-condition-sensors"
            },
            {
              "type": "doc",
              "id": "guides/automate/declarative-automation/automating-asset-checks"
            },
            {
              "type": "category",
              "label": "Customizing automation conditions",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/arbitrary-python-automation-conditions"
                },
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/automation-condition-operands-and-operators"
                },
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/customizing-eager-condition"
                },
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/customizing-on-cron-condition"
                },
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/customizing-on-missing-condition"
                },
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/describing-conditions-with-labels"
                },
                {
                  "type": "doc",
                  "id": "guides/automate/declarative-automation/customizing-automation-conditions/example-customizations"
                }
              ],
              "link": "guides/automate/declarative-automation/customizing-automation-conditions/index"
            }
          ],
          "link": "guides/automate/declarative-automation/index"
        },
        {
          "type": "doc",
          "id": "guides/automate/asset-sensors"
        }
      ],
      "link": "guides/automate/index"
    },
    {
      "type": "category",
      "label": "Operate",
      "items": [
        {
          "type": "category",
          "label": "Configuration",
          "items": [
            {
              "type": "doc",
              "id": "guides/operate/configuration/run-configuration"
            },
            {
              "type": "doc",
              "id": "guides/operate/configuration/advanced-config-types"
            }
          ],
          "link": "guides/operate/configuration/index"
        },
        {
          "type": "category",
          "label": "GraphQL API",
          "items": [
            {
              "type": "doc",
              "id": "guides/operate/graphql/graphql-client"
            }
          ],
          "link": "guides/operate/graphql/index"
        },
        {
          "type": "doc",
          "id": "guides/operate/managing-concurrency"
        },
        {
          "type": "doc",
          "id": "guides/operate/run-executors"
        },
        {
          "type": "doc",
          "id": "guides/operate/ui-user-settings"
        },
        {
          "type": "doc",
          "id": "guides/operate/webserver"
        }
      ],
      "link": "guides/operate/index"
    },
    {
      "type": "category",
      "label": "Monitor",
      "items": [
        {
          "type": "doc",
          "id": "guides/monitor/alerting"
        },
        {
          "type": "category",
          "label": "Logging",
          "items": [
            {
              "type": "doc",
              "id": "guides/monitor/logging/custom-logging"
            },
            {
              "type": "doc",
              "id": "guides/monitor/logging/python-logging"
            }
          ],
          "link": "guides/monitor/logging/index"
        }
      ],
      "link": "guides/monitor/index"
    },
    {
      "type": "category",
      "label": "Test",
      "items": [
        {
          "type": "doc",
          "id": "guides/test/asset-checks"
        },
        {
          "type": "doc",
          "id": "guides/test/data-freshness-testing"
        },
        {
          "type": "doc",
          "id": "guides/test/running-a-subset-of-asset-checks"
        },
        {
          "type": "doc",
          "id": "guides/test/testing-partitioned-config-and-jobs"
        },
        {
          "type": "doc",
          "id": "guides/test/unit-testing-assets-and-ops"
        }
      ],
      "link": "guides/test/index"
    },
    {
      "type": "category",
      "label": "Deploy",
      "items": [
        {
          "type": "doc",
          "id": "guides/deploy/oss-deployment-architecture"
        },
        {
          "type": "doc",
          "id": "guides/deploy/dagster-instance-configuration"
        },
        {
          "type": "doc",
          "id": "guides/deploy/dagster-yaml"
        },
        {
          "type": "doc",
          "id": "guides/deploy/dev-to-prod"
        },
        {
          "type": "doc",
          "id": "guides/deploy/using-environment-variables-and-secrets"
        },
        {
          "type": "category",
          "label": "Code locations",
          "items": [
            {
              "type": "doc",
              "id": "guides/deploy/code-locations/managing-code-locations-with-definitions"
            },
            {
              "type": "doc",
              "id": "guides/deploy/code-locations/workspace-yaml"
            }
          ],
          "link": "guides/deploy/code-locations/index"
        },
        {
          "type": "category",
          "label": "Deployment options",
          "items": [
            {
              "type": "doc",
              "id": "guides/deploy/deployment-options/running-dagster-locally"
            },
            {
              "type": "doc",
              "id": "guides/deploy/deployment-options/deploying-dagster-as-a-service"
            },
            {
              "type": "doc",
              "id": "guides/deploy/deployment-options/docker"
            },
            {
              "type": "doc",
              "id": "guides/deploy/deployment-options/aws"
            },
            {
              "type": "doc",
              "id": "guides/deploy/deployment-options/gcp"
            },
            {
              "type": "category",
              "label": "Kubernetes",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/deploy/deployment-options/kubernetes/deploying-to-kubernetes"
                },
                {
                  "type": "doc",
                  "id": "guides/deploy/deployment-options/kubernetes/customizing-your-deployment"
                },
                {
                  "type": "doc",
                  "id": "guides/deploy/deployment-options/kubernetes/kubernetes-and-celery"
                },
                {
                  "type": "doc",
                  "id": "guides/deploy/deployment-options/kubernetes/migrating-while-upgrading"
                }
              ],
              "link": "guides/deploy/deployment-options/kubernetes/index"
            }
          ],
          "link": "guides/deploy/deployment-options/index"
        },
        {
          "type": "category",
          "label": "Execution",
          "items": [
            {
              "type": "doc",
              "id": "guides/deploy/execution/dagster-daemon"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/run-launchers"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/run-coordinators"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/customizing-run-queue-priority"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/run-monitoring"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/run-retries"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/celery"
            },
            {
              "type": "doc",
              "id": "guides/deploy/execution/dask"
            }
          ],
          "link": "guides/deploy/execution/index"
        }
      ],
      "link": "guides/deploy/index"
    },
    {
      "type": "category",
      "label": "Migrate",
      "items": [
        {
          "type": "doc",
          "id": "guides/migrate/version-migration"
        }
      ]
    },
    {
      "type": "category",
      "label": "Labs",
      "items": [
        {
          "type": "category",
          "label": "Components",
          "items": [
            {
              "type": "doc",
              "id": "guides/labs/components/components-etl-pipeline-tutorial"
            },
            {
              "type": "category",
              "label": "Building pipelines with Components",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/labs/components/building-pipelines-with-components/creating-a-code-location-with-components"
                },
                {
                  "type": "doc",
                  "id": "guides/labs/components/building-pipelines-with-components/adding-components"
                }
              ],
              "link": "guides/labs/components/building-pipelines-with-components/index"
            },
            {
              "type": "category",
              "label": "Creating new Component types",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/labs/components/creating-new-component-types/creating-and-registering-a-component-type"
                },
                {
                  "type": "doc",
                  "id": "guides/labs/components/creating-new-component-types/testing-your-component-type"
                }
              ],
              "link": "guides/labs/components/creating-new-component-types/index"
            },
            {
              "type": "category",
              "label": "Incrementally adopting Components",
              "items": [
                {
                  "type": "doc",
                  "id": "guides/labs/components/incrementally-adopting-components/existing-code-location"
                },
                {
                  "type": "doc",
                  "id": "guides/labs/components/incrementally-adopting-components/existing-definitions"
                }
              ],
              "link": "guides/labs/components/incrementally-adopting-components/index"
            },
            {
              "type": "doc",
              "id": "guides/labs/components/managing-multiple-code-locations"
            }
          ],
          "link": "guides/labs/components/index"
        }
      ],
      "link": "guides/labs/index"
    },
    {
      "type": "category",
      "label": "About",
      "items": [
        {
          "type": "doc",
          "id": "about/changelog"
        },
        {
          "type": "doc",
          "id": "about/community"
        },
        {
          "type": "doc",
          "id": "about/contributing"
        },
        {
          "type": "doc",
          "id": "about/releases"
        },
        {
          "type": "doc",
          "id": "about/telemetry"
        }
      ]
    }
  ],
  "examples": [
    {
      "type": "category",
      "label": "Examples",
      "items": [
        {
          "type": "category",
          "label": "Bluesky",
          "items": [
            {
              "type": "doc",
              "id": "examples/bluesky/ingestion"
            },
            {
              "type": "doc",
              "id": "examples/bluesky/modeling"
            },
            {
              "type": "doc",
              "id": "examples/bluesky/rate-limiting"
            },
            {
              "type": "doc",
              "id": "examples/bluesky/dashboard"
            }
          ],
          "link": "examples/bluesky/index"
        },
        {
          "type": "category",
          "label": "LLM fine-tuning",
          "items": [
            {
              "type": "doc",
              "id": "examples/llm-fine-tuning/ingestion"
            },
            {
              "type": "doc",
              "id": "examples/llm-fine-tuning/feature-engineering"
            },
            {
              "type": "doc",
              "id": "examples/llm-fine-tuning/file-creation"
            },
            {
              "type": "doc",
              "id": "examples/llm-fine-tuning/open-ai-job"
            },
            {
              "type": "doc",
              "id": "examples/llm-fine-tuning/model-validation"
            }
          ],
          "link": "examples/llm-fine-tuning/index"
        },
        {
          "type": "category",
          "label": "Modal",
          "items": [
            {
              "type": "doc",
              "id": "examples/modal/modal-application"
            },
            {
              "type": "doc",
              "id": "examples/modal/rss-assets"
            },
            {
              "type": "doc",
              "id": "examples/modal/factory-pipeline"
            }
          ],
          "link": "examples/modal/index"
        },
        {
          "type": "category",
          "label": "Prompt engineering",
          "items": [
            {
              "type": "doc",
              "id": "examples/prompt-engineering/prompts"
            },
            {
              "type": "doc",
              "id": "examples/prompt-engineering/custom-resource"
            },
            {
              "type": "doc",
              "id": "examples/prompt-engineering/additional-prompt"
            }
          ],
          "link": "examples/prompt-engineering/index"
        },
        {
          "type": "category",
          "label": "RAG",
          "items": [
            {
              "type": "doc",
              "id": "examples/rag/sources"
            },
            {
              "type": "doc",
              "id": "examples/rag/vector-database"
            },
            {
              "type": "doc",
              "id": "examples/rag/embeddings"
            },
            {
              "type": "doc",
              "id": "examples/rag/retrieval"
            }
          ],
          "link": "examples/rag/index"
        }
      ],
      "link": "examples/index",
      "collapsed": false
    }
  ],
  "integrations": [
    {
      "type": "category",
      "label": "Guides",
      "items": [
        {
          "type": "doc",
          "id": "integrations/guides/multi-asset-integration"
        }
      ],
      "collapsed": false
    },
    {
      "type": "category",
      "label": "Libraries",
      "items": [
        {
          "type": "category",
          "label": "Airbyte",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/airbyte/airbyte-cloud"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/airbyte/airbyte-oss"
            }
          ],
          "link": "integrations/libraries/airbyte/index"
        },
        {
          "type": "category",
          "label": "Airlift",
          "items": [
            {
              "type": "category",
              "label": "Airflow to Dagster tutorial",
              "items": [
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/airflow-to-dagster/setup"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/airflow-to-dagster/peer"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/airflow-to-dagster/observe"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/airflow-to-dagster/migrate"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/airflow-to-dagster/decommission"
                }
              ],
              "link": "integrations/libraries/airlift/airflow-to-dagster/index"
            },
            {
              "type": "category",
              "label": "Federation tutorial",
              "items": [
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/federation-tutorial/setup"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/federation-tutorial/observe"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/federation-tutorial/federated-execution"
                }
              ],
              "link": "integrations/libraries/airlift/federation-tutorial/index"
            },
            {
              "type": "category",
              "label": "Operator migration",
              "items": [
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/operator-migration/bash-operator-dbt"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/operator-migration/bash-operator-general"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/operator-migration/kubernetes-pod-operator"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/airlift/operator-migration/python-operator"
                }
              ],
              "link": "integrations/libraries/airlift/operator-migration/index"
            }
          ],
          "link": "integrations/libraries/airlift/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/anthropic"
        },
        {
          "type": "category",
          "label": "AWS",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/aws/athena"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/cloudwatch"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/ecr"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/emr"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/glue"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/lambda"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/redshift"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/s3"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/secretsmanager"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/aws/ssm"
            }
          ],
          "link": "integrations/libraries/aws/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/azure-adls2"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/census"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/chroma"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/cube"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/databricks"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/datadog"
        },
        {
          "type": "category",
          "label": "dbt",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/dbt/dbt-cloud"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/dbt/dbt-core"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/dbt/reference"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/dbt/transform-dbt"
            },
            {
              "type": "category",
              "label": "Using dbt with Dagster (tutorial)",
              "items": [
                {
                  "type": "doc",
                  "id": "integrations/libraries/dbt/using-dbt-with-dagster/set-up-dbt-project"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/dbt/using-dbt-with-dagster/load-dbt-models"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/dbt/using-dbt-with-dagster/upstream-assets"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/dbt/using-dbt-with-dagster/downstream-assets"
                }
              ],
              "link": "integrations/libraries/dbt/using-dbt-with-dagster/index"
            },
            {
              "type": "category",
              "label": "Using dbt with Dagster+",
              "items": [
                {
                  "type": "doc",
                  "id": "integrations/libraries/dbt/using-dbt-with-dagster-plus/hybrid"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/dbt/using-dbt-with-dagster-plus/serverless"
                }
              ],
              "link": "integrations/libraries/dbt/using-dbt-with-dagster-plus/index"
            }
          ],
          "link": "integrations/libraries/dbt/index"
        },
        {
          "type": "category",
          "label": "Delta Lake",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/deltalake/reference"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/deltalake/using-deltalake-with-dagster"
            }
          ],
          "link": "integrations/libraries/deltalake/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/dingtalk"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/dlt"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/docker"
        },
        {
          "type": "category",
          "label": "DuckDB",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/duckdb/reference"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/duckdb/using-duckdb-with-dagster"
            }
          ],
          "link": "integrations/libraries/duckdb/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/embedded-elt"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/fivetran"
        },
        {
          "type": "category",
          "label": "GCP",
          "items": [
            {
              "type": "category",
              "label": "BigQuery",
              "items": [
                {
                  "type": "doc",
                  "id": "integrations/libraries/gcp/bigquery/reference"
                },
                {
                  "type": "doc",
                  "id": "integrations/libraries/gcp/bigquery/using-bigquery-with-dagster"
                }
              ],
              "link": "integrations/libraries/gcp/bigquery/index"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/gcp/cloud-run-launcher"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/gcp/dataproc"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/gcp/gcs"
            }
          ],
          "link": "integrations/libraries/gcp/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/gemini"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/github"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/hashicorp"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/hashicorp-nomad"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/hex"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/hightouch"
        },
        {
          "type": "category",
          "label": "Jupyter notebooks (Dagstermill)",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/jupyter/using-notebooks-with-dagster"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/jupyter/reference"
            }
          ],
          "link": "integrations/libraries/jupyter/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/kubernetes"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/lakefs"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/looker"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/meltano"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/microsoft-teams"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/modal"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/mssql-bulk-copy-tool"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/notdiamond"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/obstore"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/open-metadata"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/openai"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/pagerduty"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/pandas"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/pandera"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/perian"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/powerbi"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/prometheus"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/ray"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/sdf"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/secoda"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/sigma"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/slack"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/sling"
        },
        {
          "type": "category",
          "label": "Snowflake",
          "items": [
            {
              "type": "doc",
              "id": "integrations/libraries/snowflake/reference"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/snowflake/using-snowflake-with-dagster"
            },
            {
              "type": "doc",
              "id": "integrations/libraries/snowflake/using-snowflake-with-dagster-io-managers"
            }
          ],
          "link": "integrations/libraries/snowflake/index"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/spark"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/ssh-sftp"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/tableau"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/teradata"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/twilio"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/wandb"
        },
        {
          "type": "doc",
          "id": "integrations/libraries/weaviate"
        }
      ],
      "link": "integrations/libraries/index",
      "collapsible": false
    }
  ],
  "dagsterPlus": [
    {
      "type": "doc",
      "id": "dagster-plus/index"
    },
    {
      "type": "doc",
      "id": "dagster-plus/getting-started"
    },
    {
      "type": "category",
      "label": "Features",
      "items": [
        {
          "type": "category",
          "label": "Alerts",
          "items": [
            {
              "type": "doc",
              "id": "dagster-plus/features/alerts/creating-alerts"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/alerts/alert-policy-types"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/alerts/configuring-an-alert-notification-service"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/alerts/example-config"
            }
          ],
          "link": "dagster-plus/features/alerts/index"
        },
        {
          "type": "category",
          "label": "Asset catalog",
          "items": [
            {
              "type": "doc",
              "id": "dagster-plus/features/asset-catalog/catalog-views"
            }
          ],
          "link": "dagster-plus/features/asset-catalog/index"
        },
        {
          "type": "category",
          "label": "Authentication and access control",
          "items": [
            {
              "type": "category",
              "label": "Role-based access control",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/rbac/users"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/rbac/teams"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/rbac/user-roles-permissions"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/rbac/audit-logs"
                }
              ],
              "link": "dagster-plus/features/authentication-and-access-control/rbac/index"
            },
            {
              "type": "category",
              "label": "SCIM provisioning",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/scim/enabling-scim-provisioning"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/scim/okta-scim"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/scim/azure-active-directory"
                }
              ],
              "link": "dagster-plus/features/authentication-and-access-control/scim/index"
            },
            {
              "type": "category",
              "label": "Single sign-on",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/sso/azure-ad-sso"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/sso/google-workspace-sso"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/sso/okta-sso"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/sso/onelogin-sso"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/authentication-and-access-control/sso/pingone-sso"
                }
              ],
              "link": "dagster-plus/features/authentication-and-access-control/sso/index"
            }
          ],
          "link": "dagster-plus/features/authentication-and-access-control/index"
        },
        {
          "type": "category",
          "label": "CI/CD",
          "items": [
            {
              "type": "doc",
              "id": "dagster-plus/features/ci-cd/configuring-ci-cd"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/ci-cd/ci-cd-file-reference"
            },
            {
              "type": "category",
              "label": "Branch deployments",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/features/ci-cd/branch-deployments/setting-up-branch-deployments"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/ci-cd/branch-deployments/using-branch-deployments-with-the-cli"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/ci-cd/branch-deployments/change-tracking"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/features/ci-cd/branch-deployments/testing"
                }
              ],
              "link": "dagster-plus/features/ci-cd/branch-deployments/index"
            }
          ],
          "link": "dagster-plus/features/ci-cd/index"
        },
        {
          "type": "category",
          "label": "Insights",
          "items": [
            {
              "type": "doc",
              "id": "dagster-plus/features/insights/asset-metadata"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/insights/export-metrics"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/insights/google-bigquery"
            },
            {
              "type": "doc",
              "id": "dagster-plus/features/insights/snowflake"
            }
          ],
          "link": "dagster-plus/features/insights/index"
        }
      ],
      "collapsible": false
    },
    {
      "type": "category",
      "label": "Deployment",
      "items": [
        {
          "type": "category",
          "label": "Code locations",
          "items": [
            {
              "type": "doc",
              "id": "dagster-plus/deployment/code-locations/code-location-history"
            },
            {
              "type": "doc",
              "id": "dagster-plus/deployment/code-locations/dagster-cloud-yaml"
            }
          ],
          "link": "dagster-plus/deployment/code-locations/index"
        },
        {
          "type": "doc",
          "id": "dagster-plus/deployment/code-requirements"
        },
        {
          "type": "category",
          "label": "Deployment types",
          "items": [
            {
              "type": "category",
              "label": "Hybrid deployment",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/hybrid/architecture"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/hybrid/local"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/hybrid/multiple"
                },
                {
                  "type": "category",
                  "label": "Amazon ECS agent",
                  "items": [
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/amazon-ecs/new-vpc"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/amazon-ecs/existing-vpc"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/amazon-ecs/manual-provision"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/amazon-ecs/configuration-reference"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/amazon-ecs/upgrading-cloudformation"
                    }
                  ],
                  "link": "dagster-plus/deployment/deployment-types/hybrid/amazon-ecs/index"
                },
                {
                  "type": "category",
                  "label": "Azure",
                  "items": [
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/azure/aks-agent"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/azure/acr-user-code"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/azure/blob-compute-logs"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/azure/key-vault"
                    }
                  ],
                  "link": "dagster-plus/deployment/deployment-types/hybrid/azure/index"
                },
                {
                  "type": "category",
                  "label": "Docker agent",
                  "items": [
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/docker/setup"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/docker/configuration"
                    }
                  ],
                  "link": "dagster-plus/deployment/deployment-types/hybrid/docker/index"
                },
                {
                  "type": "category",
                  "label": "Kubernetes agent",
                  "items": [
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/kubernetes/setup"
                    },
                    {
                      "type": "doc",
                      "id": "dagster-plus/deployment/deployment-types/hybrid/kubernetes/configuration"
                    }
                  ],
                  "link": "dagster-plus/deployment/deployment-types/hybrid/kubernetes/index"
                }
              ],
              "link": "dagster-plus/deployment/deployment-types/hybrid/index"
            },
            {
              "type": "category",
              "label": "Serverless deployment",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/serverless/runtime-environment"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/serverless/run-isolation"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/serverless/ci-cd-in-serverless"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/serverless/security"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/deployment-types/serverless/dagster-ips"
                }
              ],
              "link": "dagster-plus/deployment/deployment-types/serverless/index"
            },
            {
              "type": "doc",
              "id": "dagster-plus/deployment/deployment-types/multi-tenancy"
            }
          ],
          "link": "dagster-plus/deployment/deployment-types/index"
        },
        {
          "type": "category",
          "label": "Management",
          "items": [
            {
              "type": "category",
              "label": "dagster-cloud CLI",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/dagster-cloud-cli/installing-and-configuring"
                }
              ],
              "link": "dagster-plus/deployment/management/dagster-cloud-cli/index"
            },
            {
              "type": "doc",
              "id": "dagster-plus/deployment/management/dagster-ips"
            },
            {
              "type": "category",
              "label": "Deployments",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/deployments/managing-deployments"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/deployments/deployment-settings-reference"
                }
              ],
              "link": "dagster-plus/deployment/management/deployments/index"
            },
            {
              "type": "category",
              "label": "Environment variables",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/environment-variables/dagster-ui"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/environment-variables/agent-config"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/environment-variables/built-in"
                }
              ],
              "link": "dagster-plus/deployment/management/environment-variables/index"
            },
            {
              "type": "doc",
              "id": "dagster-plus/deployment/management/managing-compute-logs-and-error-messages"
            },
            {
              "type": "doc",
              "id": "dagster-plus/deployment/management/managing-multiple-projects-and-teams"
            },
            {
              "type": "doc",
              "id": "dagster-plus/deployment/management/rate-limits"
            },
            {
              "type": "category",
              "label": "Settings",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/settings/dagster-plus-settings"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/settings/customizing-agent-settings"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/settings/hybrid-agent-settings"
                }
              ],
              "link": "dagster-plus/deployment/management/settings/index"
            },
            {
              "type": "category",
              "label": "Tokens",
              "items": [
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/tokens/user-tokens"
                },
                {
                  "type": "doc",
                  "id": "dagster-plus/deployment/management/tokens/agent-tokens"
                }
              ],
              "link": "dagster-plus/deployment/management/tokens/index"
            }
          ],
          "link": "dagster-plus/deployment/management/index"
        },
        {
          "type": "category",
          "label": "Migration",
          "items": [
            {
              "type": "doc",
              "id": "dagster-plus/deployment/migration/serverless-to-hybrid"
            }
          ],
          "link": "dagster-plus/deployment/migration/index"
        }
      ],
      "collapsible": false
    }
  ],
  "api": [
    {
      "type": "category",
      "label": "Overview",
      "items": [
        {
          "type": "doc",
          "id": "api/index"
        },
        {
          "type": "doc",
          "id": "api/api-lifecycle"
        }
      ],
      "collapsed": false
    },
    {
      "type": "category",
      "label": "Python API",
      "items": [
        {
          "type": "doc",
          "id": "api/python-api/asset-checks"
        },
        {
          "type": "doc",
          "id": "api/python-api/assets"
        },
        {
          "type": "doc",
          "id": "api/python-api/cli"
        },
        {
          "type": "doc",
          "id": "api/python-api/config"
        },
        {
          "type": "doc",
          "id": "api/python-api/definitions"
        },
        {
          "type": "doc",
          "id": "api/python-api/dynamic"
        },
        {
          "type": "doc",
          "id": "api/python-api/errors"
        },
        {
          "type": "doc",
          "id": "api/python-api/execution"
        },
        {
          "type": "doc",
          "id": "api/python-api/external-assets"
        },
        {
          "type": "doc",
          "id": "api/python-api/graphs"
        },
        {
          "type": "doc",
          "id": "api/python-api/hooks"
        },
        {
          "type": "doc",
          "id": "api/python-api/internals"
        },
        {
          "type": "doc",
          "id": "api/python-api/io-managers"
        },
        {
          "type": "doc",
          "id": "api/python-api/jobs"
        },
        {
          "type": "doc",
          "id": "api/python-api/loggers"
        },
        {
          "type": "doc",
          "id": "api/python-api/metadata"
        },
        {
          "type": "doc",
          "id": "api/python-api/ops"
        },
        {
          "type": "doc",
          "id": "api/python-api/partitions"
        },
        {
          "type": "doc",
          "id": "api/python-api/pipes"
        },
        {
          "type": "doc",
          "id": "api/python-api/repositories"
        },
        {
          "type": "doc",
          "id": "api/python-api/resources"
        },
        {
          "type": "doc",
          "id": "api/python-api/schedules-sensors"
        },
        {
          "type": "doc",
          "id": "api/python-api/types"
        },
        {
          "type": "doc",
          "id": "api/python-api/utilities"
        },
        {
          "type": "category",
          "label": "libraries",
          "items": [
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-airbyte"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-airlift"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-aws"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-azure"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-celery"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-celery-docker"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-celery-k8s"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-census"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-dask"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-databricks"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-datadog"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-datahub"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-dbt"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-deltalake"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-deltalake-pandas"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-deltalake-polars"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-dlt"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-docker"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-duckdb"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-duckdb-pandas"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-duckdb-polars"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-duckdb-pyspark"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-fivetran"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-gcp"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-gcp-pandas"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-gcp-pyspark"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-ge"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-github"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-graphql"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-k8s"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-looker"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-mlflow"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-msteams"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-mysql"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-openai"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-pagerduty"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-pandas"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-pandera"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-papertrail"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-pipes"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-polars"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-postgres"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-powerbi"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-prometheus"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-pyspark"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-sigma"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-slack"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-sling"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-snowflake"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-snowflake-pandas"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-snowflake-pyspark"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-spark"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-ssh"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-tableau"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-twilio"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagster-wandb"
            },
            {
              "type": "doc",
              "id": "api/python-api/libraries/dagstermill"
            }
          ]
        }
      ],
      "link": "api/python-api/index"
    }
  ]
};
