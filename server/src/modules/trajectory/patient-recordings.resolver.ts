import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { JawRecordingObject, toRecordingObject } from './jaw-recording.resolver.js';
import { listPatientRecordings } from './patient-recordings.service.js';

@ObjectType('PatientJawRecording', { description: 'A jaw recording of a patient with the case (visit) it belongs to.' })
class PatientJawRecordingObject {
  @Field(() => ID)
  caseId!: number;

  @Field(() => String)
  caseName!: string;

  @Field(() => Date)
  caseCreatedAt!: Date;

  @Field(() => JawRecordingObject)
  recording!: JawRecordingObject;
}

@Resolver()
export class PatientRecordingsResolver {
  @Query(() => [PatientJawRecordingObject], {
    description: 'Jaw recordings of a patient across their cases (not in the recycle bin), oldest case first.',
  })
  async patientJawRecordings(
    @Arg('patientId', () => ID) patientId: string,
    @Arg('productType', () => Int, {
      nullable: true,
      description: 'Only the cases of this facebow product type (1 digital, 3 CT); all when omitted.',
    })
    productType: number | null,
    @Ctx() ctx: GraphqlContext,
  ) {
    const rows = await listPatientRecordings(ctx, patientId, productType ?? undefined);
    return Promise.all(
      rows.map(async (row) => ({
        caseId: row.recording.caseId,
        caseName: row.caseName,
        caseCreatedAt: row.caseCreatedAt,
        recording: await toRecordingObject(ctx, row.recording),
      })),
    );
  }
}
