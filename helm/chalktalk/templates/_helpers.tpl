{{/* Name prefix for every object: <release>-chalktalk, or the release name when it already says chalktalk. */}}
{{- define "chalktalk.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "chalktalk.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: chalktalk
{{- end -}}

{{/* Selector labels of one service's pods. Call with (dict "root" $ "name" <service name>). */}}
{{- define "chalktalk.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* A service's settings: the defaults block overlaid with its own block. Returns YAML; use with fromYaml. */}}
{{- define "chalktalk.serviceValues" -}}
{{- $defaults := deepCopy .root.Values.defaults -}}
{{- toYaml (mergeOverwrite $defaults (deepCopy .values)) -}}
{{- end -}}

{{/* In-cluster base URL of a service. Call with (dict "root" $ "name" <service name>). */}}
{{- define "chalktalk.serviceUrl" -}}
{{- $svc := fromYaml (include "chalktalk.serviceValues" (dict "root" .root "values" (index .root.Values.services .name))) -}}
{{- printf "http://%s-%s:%v" (include "chalktalk.fullname" .root) .name $svc.port -}}
{{- end -}}

{{- define "chalktalk.image" -}}
{{- $tag := .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- $repository := .svc.image | default (printf "%s/%s" .root.Values.image.registry .name) -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end -}}

{{- define "chalktalk.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- include "chalktalk.fullname" . -}}
{{- else -}}
default
{{- end -}}
{{- end -}}
