// The package ships no types: the shape of its output (prom2json's), as far as the tests read it.
declare module 'parse-prometheus-text-format' {
  export interface MuestraPrometheus {
    value?: string;
    labels?: Record<string, string>;
    /** Histograms: cumulative count per upper bound (`le`), plus count and sum. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface FamiliaPrometheus {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: MuestraPrometheus[];
  }
  export default function parsePrometheusTextFormat(texto: string): FamiliaPrometheus[];
}
