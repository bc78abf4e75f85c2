import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { toIsoDate } from '@inventario/shared/format/date';
import { renderMinutePdf } from '../minutes/render-minute-pdf.ts';
import { type DocumentRenderer, entry, fileNameOf, PDF, type RendererTable } from '../renderer-support.ts';
import {
  reportAssetsOf,
  reportLocationsOf,
  reportRecognitionOf,
  reportSchoolOf,
} from './recognition-report.repo.ts';
import {
  buildRecognitionReport,
  RECOGNITION_REPORT_TITLE,
  type RecognitionReportInput,
} from './recognition-report.ts';

/**
 * A recognition's report (DOMAIN §7), printed from its detail, ongoing or ended. The recognition is
 * one of the school's (`named-records.repo.ts` refuses another's at publish; `load` again, in case).
 */
const recognitionReport: DocumentRenderer<4, RecognitionReportInput> = {
  load: async (tx, customerCode, { idRecognition }) => ({
    school: await reportSchoolOf(tx, customerCode),
    recognition: await reportRecognitionOf(tx, customerCode, idRecognition),
    locations: await reportLocationsOf(tx, customerCode, idRecognition),
    assets: await reportAssetsOf(tx, customerCode, idRecognition),
    printedOn: toIsoDate(new Date()),
  }),
  render: async (input) => [
    {
      fileName: fileNameOf(RECOGNITION_REPORT_TITLE, input.recognition.startDate, 'pdf'),
      contentType: PDF,
      bytes: await renderMinutePdf(buildRecognitionReport(input)),
    },
  ],
};

/** A recognition's own documents (group 7): its report. */
export const recognitionRenderers: RendererTable = {
  [DOCUMENT_TYPE.recognitionReport]: entry(recognitionReport),
};
