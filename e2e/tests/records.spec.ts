import type { Page } from '@playwright/test';
import { expect, stateFile, test, toastWith } from './support';

// Signed in once per language through the API (global setup).
test.use({ storageState: async ({ locale }, use) => use(stateFile(locale as 'zh-CN' | 'en-US')) });

const dialogTitled = (page: Page, title: string) =>
  page.getByRole('alertdialog').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('clinical records', () => {
  test('patient, case, submit, recycle bin and restore', async ({ page, locale, say, shot, checkA11y }) => {
    const stamp = `${locale}-${Date.now().toString(36)}`;
    const name = `E2E ${stamp}`;

    // Dashboard and settings: the main screens around the records.
    await page.goto('/dashboard/index');
    await expect(
      page.getByRole('heading', { name: say({ en: "Today's appointments", zh: '今日预约' }) }),
    ).toBeVisible();
    await shot('dashboard');
    await checkA11y();
    await page.goto('/setting/index');
    await page.getByRole('tab', { name: say({ en: 'Template management', zh: '模板管理' }) }).click();
    await expect(page.getByText('Dental caries')).toBeVisible();
    await shot('settings-templates');
    await checkA11y();

    // Patient list, then the add form: the rules first, then the duplicate patient number.
    await page.goto('/patient/index');
    await expect(page).toHaveTitle(say({ en: 'Patients - Odontia', zh: '患者列表 - Odontia' }));
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot('patient-list');
    await checkA11y();

    await page.getByRole('button', { name: say({ en: 'Add patient', zh: '新增患者' }) }).click();
    const form = dialogTitled(page, say({ en: 'Add patient', zh: '新增患者' }));
    await form.getByRole('textbox', { name: say({ en: 'Phone', zh: '手机号' }) }).fill('123');
    await form.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
    await expect(form.getByText(say({ en: 'Please enter the name', zh: '请输入姓名' }))).toBeVisible();
    await expect(form.getByText(say({ en: 'Please select category', zh: '请选择分类' }))).toBeVisible();
    await expect(
      form.getByText(say({ en: 'Please enter a valid mobile phone number', zh: '请输入有效的手机号码' })),
    ).toBeVisible();
    await shot('patient-form-errors');

    await form.getByRole('textbox', { name: say({ en: 'Name', zh: '姓名' }), exact: true }).fill(name);
    await form.getByRole('textbox', { name: say({ en: 'Phone', zh: '手机号' }) }).fill('13912345678');
    await form.getByRole('radio', { name: say({ en: 'Category 2', zh: '2 类' }) }).check();
    await form.getByRole('textbox', { name: say({ en: 'Patient number', zh: '患者编号' }) }).fill('P0001');
    await form.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
    const duplicate = page.getByRole('alertdialog').filter({ hasText: '张伟' });
    await expect(duplicate).toBeVisible();
    await duplicate.getByRole('button', { name: say({ en: 'Save anyway', zh: '仍然保存' }) }).click();
    await expect(toastWith(page, say({ en: 'Added successfully', zh: '添加成功' }))).toBeVisible();
    await expect(form).toBeHidden();

    await page
      .getByRole('textbox', {
        name: say({ en: 'Search by name, phone or patient number', zh: '按姓名、手机号或患者编号搜索' }),
      })
      .fill(stamp);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);

    // The read-only view: empty fields say 'Not filled' (information) and 'None' (health).
    await row.getByRole('button', { name }).click();
    const view = dialogTitled(page, say({ en: 'Patient information', zh: '患者信息' }));
    await expect(view.getByText(say({ en: 'Not filled', zh: '未填写' })).first()).toBeVisible();
    await expect(view.getByText(say({ en: 'None', zh: '无' }), { exact: true }).first()).toBeVisible();
    await expect(view.getByText('13912345678')).toBeVisible();
    await shot('patient-view');
    await checkA11y();
    await view.getByRole('button', { name: say({ en: 'Close', zh: '关闭' }) }).click();
    await expect(view).toBeHidden();

    await row.getByRole('button', { name: say({ en: 'Details', zh: '详情' }) }).click();
    await expect(page).toHaveURL(/\/patient\/detail\?pid=\d+&type=treatment$/);

    // A treatment plan with one step, for the case's plan cascader.
    await page.getByRole('button', { name: say({ en: 'Add treatment plan', zh: '新增治疗计划' }) }).click();
    const planForm = dialogTitled(page, say({ en: 'Add treatment plan', zh: '新增治疗计划' }));
    await planForm.getByRole('textbox', { name: say({ en: 'Plan name', zh: '计划名称' }) }).fill(`Plan ${stamp}`);
    await planForm.getByRole('textbox', { name: say({ en: 'Step 1', zh: '步骤 1' }) }).fill('Crown prep');
    await planForm.locator('input[type="datetime-local"]').fill('2030-01-10T10:00');
    await planForm.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
    await expect(page.getByText(`Plan ${stamp}`)).toBeVisible();

    // Create a case from the medical record tab: template, two examination rows with teeth, plan, appointment.
    await page.getByRole('tab', { name: say({ en: 'Medical record', zh: '病历' }) }).click();
    await shot('patient-detail');
    await checkA11y();
    await page
      .locator('#main')
      .getByRole('button', { name: say({ en: 'Create case', zh: '新建病例' }) })
      .click();
    const caseForm = dialogTitled(page, say({ en: 'Create case', zh: '新建病例' }));
    const templatePicker = caseForm.getByRole('combobox', { name: say({ en: 'Template', zh: '模板' }) });
    await templatePicker.click();
    await templatePicker.pressSequentially('caries');
    await page.getByRole('option', { name: 'Dental caries' }).click();
    await expect(caseForm.getByRole('textbox', { name: say({ en: 'Chief complaint', zh: '主诉' }) })).not.toHaveValue(
      '',
    );

    const examination = caseForm.getByRole('region', { name: say({ en: 'Examination', zh: '检查' }) });
    const existingRows = await examination.getByRole('textbox').count();
    for (const [offset, tooth, text] of [
      [0, 36, 'Deep caries'],
      [1, 11, 'Enamel crack'],
    ] as const) {
      await examination.getByRole('button', { name: say({ en: 'Add', zh: '添加' }) }).click();
      const seq = String(existingRows + offset + 1).padStart(2, '0');
      await examination
        .getByRole('button', { name: say({ en: `Examination ${seq} Tooth position`, zh: `检查 ${seq} 牙位` }) })
        .click();
      const picker = dialogTitled(page, say({ en: 'Select tooth positions', zh: '选择牙位' }));
      await picker.getByRole('button', { name: say({ en: `Tooth ${tooth}`, zh: `${tooth} 号牙` }) }).click();
      await picker.getByRole('button', { name: say({ en: `Tooth ${tooth + 1}`, zh: `${tooth + 1} 号牙` }) }).click();
      if (offset === 0) await shot('tooth-picker');
      await picker.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
      await expect(examination.getByText(`${tooth}-${tooth + 1}`, { exact: true })).toBeVisible();
      await examination
        .getByRole('textbox', { name: say({ en: `Examination ${seq} Details`, zh: `检查 ${seq} 详情` }) })
        .fill(text);
    }

    await caseForm.getByRole('button', { name: say({ en: 'Please select', zh: '请选择' }), exact: true }).click();
    const planPicker = dialogTitled(page, say({ en: 'Select treatment plan', zh: '选择治疗计划' }));
    await planPicker.getByRole('radio', { name: `Plan ${stamp}` }).check();
    await planPicker.getByRole('radio', { name: /Crown prep/ }).check();
    await planPicker.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
    await expect(caseForm.getByText(/Crown prep 2030\.01\.10 10:00/)).toBeVisible();
    await caseForm.locator('input[type="datetime-local"]').fill('2030-01-15T09:30');
    await caseForm
      .getByRole('textbox', { name: say({ en: 'Appointment remark', zh: '预约备注' }) })
      .fill('Bring X-ray');
    await shot('case-form');
    await caseForm.getByRole('button', { name: say({ en: 'Save', zh: '保存' }), exact: true }).click();
    await expect(toastWith(page, say({ en: 'Added successfully', zh: '添加成功' }))).toBeVisible();
    await expect(caseForm).toBeHidden();

    // Edit it.
    const caseName = `${name} ${say({ en: 'First visit', zh: '初诊' })}`;
    await page.getByRole('button', { name: caseName }).click();
    const editForm = dialogTitled(page, say({ en: 'Case Description', zh: '病例描述' }));
    await expect(
      editForm
        .getByRole('textbox', { name: say({ en: 'Examination 03 Details', zh: '检查 03 详情' }) })
        .or(editForm.getByText('Enamel crack')),
    ).toBeVisible();
    await editForm
      .getByRole('textbox', { name: say({ en: 'Medical orders', zh: '医嘱' }) })
      .fill('Soft diet for a week');
    await editForm.getByRole('button', { name: say({ en: 'Save', zh: '保存' }), exact: true }).click();
    await expect(toastWith(page, say({ en: 'Updated successfully', zh: '更新成功' }))).toBeVisible();

    // Submit it: afterwards it is read-only.
    await page.getByRole('button', { name: caseName }).click();
    await expect(editForm.getByRole('textbox', { name: say({ en: 'Medical orders', zh: '医嘱' }) })).toHaveValue(
      'Soft diet for a week',
    );
    await editForm.getByRole('button', { name: say({ en: 'Submit', zh: '提交' }) }).click();
    await expect(toastWith(page, say({ en: 'Saved successfully', zh: '保存成功' }))).toBeVisible();
    await page.getByRole('button', { name: caseName }).click();
    await expect(editForm.getByText(say({ en: 'Completed', zh: '已完成' }))).toBeVisible();
    await expect(editForm.getByText('2030-01-15 09:30')).toBeVisible();
    await expect(editForm.getByRole('button', { name: say({ en: 'Save', zh: '保存' }), exact: true })).toHaveCount(0);
    await expect(editForm.getByRole('textbox')).toHaveCount(0);
    await shot('case-read-only');
    await editForm.getByRole('button', { name: say({ en: 'Close', zh: '关闭' }) }).click();

    // Case list shows it.
    await page.goto('/list/index');
    await page
      .getByRole('textbox', { name: say({ en: 'Search by case or patient name', zh: '按病例或患者姓名搜索' }) })
      .fill(stamp);
    await expect(page.getByRole('row').filter({ hasText: caseName })).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await shot('case-list');
    await checkA11y();

    // Stash the patient: its case goes to the recycle bin with it.
    await page.goto('/patient/index');
    await page
      .getByRole('textbox', {
        name: say({ en: 'Search by name, phone or patient number', zh: '按姓名、手机号或患者编号搜索' }),
      })
      .fill(stamp);
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: say({ en: 'Actions', zh: '操作' }) })
      .click();
    await page.getByRole('menuitem', { name: say({ en: 'Move to recycle bin', zh: '移入回收站' }) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: say({ en: 'OK', zh: '确定' }) })
      .click();
    await expect(toastWith(page, say({ en: 'Deleted successfully', zh: '删除成功' }))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.goto('/list/trash');
    await page
      .getByRole('textbox', { name: say({ en: 'Search by case or patient name', zh: '按病例或患者姓名搜索' }) })
      .fill(stamp);
    await expect(page.getByRole('row').filter({ hasText: caseName })).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await shot('case-trash');
    await checkA11y();

    // Restore the patient: patient and case come back.
    await page.goto('/patient/trash');
    const trashed = page.getByRole('row').filter({ hasText: name });
    await expect(trashed).toHaveCount(1);
    await shot('patient-trash');
    await checkA11y();
    await trashed.getByRole('button', { name: say({ en: 'Restore', zh: '恢复' }) }).click();
    await expect(toastWith(page, say({ en: 'Restored successfully', zh: '恢复成功' }))).toBeVisible();
    await expect(trashed).toHaveCount(0);

    await page.goto('/list/index');
    await page
      .getByRole('textbox', { name: say({ en: 'Search by case or patient name', zh: '按病例或患者姓名搜索' }) })
      .fill(stamp);
    await expect(page.getByRole('row').filter({ hasText: caseName })).toHaveCount(1);
    await page.goto('/patient/index');
    await page
      .getByRole('textbox', {
        name: say({ en: 'Search by name, phone or patient number', zh: '按姓名、手机号或患者编号搜索' }),
      })
      .fill(stamp);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });
});
