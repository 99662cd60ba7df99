import { defineMessages } from '../../i18n/define';

export const dashboardMessages = defineMessages({
  'en-US': {
    'dashboard.greeting': 'Hello, {name}',
    'dashboard.today': 'Today is {date}',
    'dashboard.balance': 'Points balance',
    'dashboard.patients': 'Patients',
    'dashboard.cases': 'Cases',
    'dashboard.todayAppointments': "Today's appointments",
    'dashboard.recentCases': 'Recent cases',
    'dashboard.noAppointments': 'No appointments today',
    'dashboard.noCases': 'No cases yet',
  },
  'zh-CN': {
    'dashboard.greeting': '您好，{name}',
    'dashboard.today': '今天是 {date}',
    'dashboard.balance': '积分余额',
    'dashboard.patients': '患者',
    'dashboard.cases': '病例',
    'dashboard.todayAppointments': '今日预约',
    'dashboard.recentCases': '最近病例',
    'dashboard.noAppointments': '今天没有预约',
    'dashboard.noCases': '暂无病例',
  },
});
